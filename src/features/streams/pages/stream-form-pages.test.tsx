import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProbeReply, Stream, UiSettings, User } from '@contract/index';
import { createHttp, setHttp } from '@/shared/http/client';
import { apiError, fakeServer, stream, users, type FakeAnswer, type FakeServer } from '@/test/fixtures';
import { fill, renderApp, resetApp, signIn } from '@/test/render-app';

/*
 * The add-stream and stream-settings pages, through the real routes with a fake
 * network. One file: in jsdom each test file pays for loading antd again.
 */

const PROBE = 'GET /v1/stream/probe';
const PREVIEW = 'GET /v1/stream/preview';
const CREATE = 'POST /v1/stream';
const GET = 'GET /v1/stream/cam-1';
const UPDATE = 'PUT /v1/stream/cam-1';

const probed: ProbeReply = { codecs: ['h264', 'aac'], width: 1920, height: 1080, frameRate: 25, bitrate: 4_096_000 };
const frame = () => new Blob(['jpeg'], { type: 'image/jpeg' });

/** An answer the test gives when it wants to, to see what the page does meanwhile. */
function held() {
  let release: (answer: FakeAnswer) => void = () => undefined;
  const answer = new Promise<FakeAnswer>((resolve) => (release = resolve));
  return { answer, release };
}

/** jsdom has no object URLs: these hand out numbered ones and record what is revoked. */
const objectUrls = { created: [] as string[], revoked: [] as string[] };
beforeEach(() => {
  objectUrls.created = [];
  objectUrls.revoked = [];
  Object.assign(URL, {
    createObjectURL: () => {
      const url = `blob:preview-${objectUrls.created.length + 1}`;
      objectUrls.created.push(url);
      return url;
    },
    revokeObjectURL: (url: string) => objectUrls.revoked.push(url),
  });
});

afterEach(() => {
  vi.useRealTimers();
  resetApp();
});

/** A server signed in as `user`; also records each request's abort signal by route. */
function serve(user: User, settings: Partial<UiSettings> = {}) {
  const server = fakeServer(user, settings);
  const signals: Record<string, AbortSignal[]> = {};
  const http = createHttp();
  http.defaults.adapter = (config) => {
    const route = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    if (config.signal) (signals[route] ??= []).push(config.signal as AbortSignal);
    return server.adapter(config);
  };
  setHttp(http);
  signIn(server.currentSettings());
  return { server, signals };
}

/** A stream the server keeps: GET answers it (once `loaded` has settled), PUT changes it (like the real one). */
function serveStream(server: FakeServer, initial: Stream, loaded?: Promise<unknown>) {
  let current = initial;
  server.on(GET, async () => {
    await loaded;
    return { data: current };
  });
  server.on(UPDATE, (request) => {
    current = { ...current, ...(request.body as Partial<Stream>) };
    return { data: current };
  });
}

/**
 * The page's form, found once (the first page load takes a while): queries
 * inside it are quick, where a role query over the whole shell is slow in jsdom.
 */
async function findForm(name: 'Add stream' | 'Stream settings') {
  const form = await screen.findByRole('form', { name });
  const inside = within(form);
  return {
    ...inside,
    field: (label: string) => inside.getByRole('textbox', { name: label }),
    toggle: (label: string) => inside.getByRole('switch', { name: label }),
    /** The submit button; its name starts with "loading" while it is busy. */
    submit: (label: string) => inside.getByRole('button', { name: new RegExp(`${label}$`) }),
  };
}

type Form = Awaited<ReturnType<typeof findForm>>;

/** The check panel of the add form, once its source has been typed and the button is usable. */
async function typeSource(user: ReturnType<typeof userEvent.setup>, form: Form, url: string) {
  await fill(user, form.field('Source URL'), url);
  const panel = within(form.getByRole('region', { name: 'Check the source' }));
  await waitFor(() => expect(panel.getByRole('button', { name: /Check source$/ })).toBeEnabled());
  return panel;
}

describe('add stream: checking the source', () => {
  it('runs probe and preview together with progress over 60 s, then shows what the source sends and its frame', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(Date.parse('2026-03-01T10:00:00Z'));
    const user = userEvent.setup({ delay: null });
    const { server } = serve(users.user);
    const probe = held();
    const preview = held();
    server.on(PROBE, () => probe.answer);
    server.on(PREVIEW, () => preview.answer);
    renderApp('/add-stream');

    const form = await findForm('Add stream');
    expect(screen.getByRole('heading', { name: 'Add stream', level: 3 })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Check source' })).toBeDisabled();
    const panel = await typeSource(user, form, 'rtsp://cam.example.com/1');
    await user.click(panel.getByRole('button', { name: 'Check source' }));

    const progress = await panel.findByRole('progressbar', { name: 'Checking the source' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(panel.getByText('Checking the source: 0 s of 60 s')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(12_000);
    });
    expect(progress).toHaveAttribute('aria-valuenow', '20');
    expect(progress).toHaveAttribute('aria-valuetext', 'Checking the source: 12 s of 60 s');
    expect(panel.getByText('Checking the source: 12 s of 60 s')).toBeInTheDocument();
    expect(server.calls(PROBE).map((r) => r.query)).toEqual([{ url: 'rtsp://cam.example.com/1' }]);
    expect(server.calls(PREVIEW).map((r) => r.query)).toEqual([{ url: 'rtsp://cam.example.com/1' }]);

    probe.release({ data: probed });
    preview.release({ data: frame() });
    const image = await panel.findByRole('img', { name: 'A frame from the source' });
    expect(image).toHaveAttribute('src', 'blob:preview-1');
    expect(panel.queryByRole('progressbar')).toBeNull();
    for (const text of ['h264, aac', '1920 × 1080', '25 fps', '4,096 kbit/s'])
      expect(panel.getByText(text)).toBeTruthy();

    // Another URL: the old result goes, and its picture's object URL is given back.
    await fill(user, form.field('Source URL'), 'rtsp://cam.example.com/2');
    await waitFor(() => expect(panel.queryByRole('img', { name: 'A frame from the source' })).toBeNull());
    expect(panel.queryByText('h264, aac')).toBeNull();
    expect(objectUrls.revoked).toEqual(['blob:preview-1']);
  }, 40_000); // the first test of the file also loads the shell and the page

  it('cancels both requests back to idle without an error, and shows a probe error in the panel', async () => {
    const user = userEvent.setup({ delay: null });
    const { server, signals } = serve(users.user);
    const probe = held();
    const preview = held();
    server.on(PROBE, () => probe.answer);
    server.on(PREVIEW, () => preview.answer);
    const app = renderApp('/add-stream');

    const form = await findForm('Add stream');
    const panel = await typeSource(user, form, 'rtsp://cam.example.com/1');
    await user.click(panel.getByRole('button', { name: 'Check source' }));
    await panel.findByRole('progressbar', { name: 'Checking the source' });
    expect(signals[PROBE]?.[0]?.aborted).toBe(false);

    await user.click(panel.getByRole('button', { name: 'Cancel' }));
    expect(signals[PROBE]?.[0]?.aborted).toBe(true);
    expect(signals[PREVIEW]?.[0]?.aborted).toBe(true);
    expect(panel.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(panel.getByRole('button', { name: /Check source$/ })).toBeEnabled());

    // The answers arriving late change nothing.
    probe.release({ data: probed });
    preview.release({ data: frame() });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(panel.queryByText('h264, aac')).toBeNull();
    expect(panel.queryByRole('alert')).toBeNull();
    expect(app.notifications()).toEqual([]);

    // A source that cannot be read: the catalogue's words in the panel, no notification.
    server.on(PROBE, apiError('ProbeError'));
    server.on(PREVIEW, apiError('ProbeError'));
    await user.click(panel.getByRole('button', { name: /Check source$/ }));
    expect(await panel.findByRole('alert')).toHaveTextContent('The source could not be read');
    expect(panel.queryByRole('img', { name: 'A frame from the source' })).toBeNull();
    expect(app.notifications()).toEqual([]);

    // With the server's reason: said in the user's words; an unreadable one also gives the server's line.
    const refused = (reason: string, message: string) => ({
      status: 400,
      data: { code: 'ProbeError', message, reason },
    });
    server.on(PROBE, refused('probeUnauthorized', 'Cannot read the source: 401 Unauthorized'));
    await user.click(panel.getByRole('button', { name: /Check source$/ }));
    await waitFor(() => expect(panel.getByRole('alert')).toHaveTextContent(/refused access/));
    expect(panel.getByRole('alert')).not.toHaveTextContent('401');
    server.on(PROBE, refused('probeUnreadable', 'Cannot read the source: Invalid data found'));
    await user.click(panel.getByRole('button', { name: /Check source$/ }));
    await waitFor(() =>
      expect(panel.getByRole('alert')).toHaveTextContent(
        /data could not be read\. The server says: Invalid data found$/,
      ),
    );
  });
});

describe('add stream: what recording costs', () => {
  it('says under the archive switch the disk a day takes at the probed bitrate, and for the days kept', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = serve(users.user, { archiveMaxDepthHours: 168 });
    server.on(PROBE, { data: { ...probed, bitrate: 768_000 } });
    server.on(PREVIEW, { data: frame() });
    renderApp('/add-stream');

    const form = await findForm('Add stream');
    const cost = /Recording this source takes/;
    expect(form.queryByText(cost)).toBeNull();
    const panel = await typeSource(user, form, 'rtsp://cam.example.com/1');
    await user.click(panel.getByRole('button', { name: 'Check source' }));
    expect(await form.findByText(cost)).toHaveTextContent(
      'Recording this source takes about 7.7 GB a day at 768 kbit/s, about 54.1 GB for the 7 days recordings are kept.',
    );
    // Under the switch, with its hint.
    expect(form.toggle('Record the archive').closest('.ant-form-item')).toHaveTextContent(/7\.7 GB a day/);

    // A source without a bitrate, or another URL not yet checked: no line.
    await fill(user, form.field('Source URL'), 'rtsp://cam.example.com/2');
    await waitFor(() => expect(form.queryByText(cost)).toBeNull());
    server.on(PROBE, { data: { ...probed, bitrate: null } });
    await user.click(panel.getByRole('button', { name: 'Check source' }));
    await panel.findByText('h264, aac');
    expect(form.queryByText(cost)).toBeNull();
  });
});

describe('add stream: saving', () => {
  it('turns the default recording off for a stream that runs only while watched, unless chosen', async () => {
    const user = userEvent.setup({ delay: null });
    serve(users.user);
    renderApp('/add-stream');
    const form = await findForm('Add stream');
    expect(form.toggle('Record the archive')).toBeChecked();
    await user.click(form.toggle('Live on demand'));
    expect(form.toggle('Record the archive')).not.toBeChecked();
    await user.click(form.toggle('Live on demand'));
    expect(form.toggle('Record the archive')).toBeChecked();
    await user.click(form.toggle('Record the archive'));
    await user.click(form.toggle('Live on demand'));
    await user.click(form.toggle('Live on demand'));
    expect(form.toggle('Record the archive')).not.toBeChecked();
  });

  it('sends the typed settings, is busy while saving, and lands on the new stream', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = serve(users.user);
    const created = held();
    server.on(CREATE, () => created.answer);
    server.on('GET /v1/stream/gate-1', { data: stream({ uid: 'gate-1', name: 'Gate' }) });
    const app = renderApp('/add-stream');

    const form = await findForm('Add stream');
    await fill(user, form.field('Name'), '  Gate ');
    await fill(user, form.field('Source URL'), 'demo://gate');
    await user.type(form.getByRole('combobox', { name: 'Tags' }), 'yard,north,');
    await fill(user, form.field('Location'), 'North fence');
    await fill(user, form.field('Marker'), 'green');
    // A new stream is recorded unless the user says otherwise.
    expect(form.toggle('Record the archive')).toBeChecked();
    await user.click(form.submit('Add stream'));

    await waitFor(() => expect(server.calls(CREATE)).toHaveLength(1));
    await waitFor(() => expect(form.submit('Add stream')).toBeDisabled());
    expect(server.calls(CREATE)[0]?.body).toEqual({
      name: 'Gate',
      streamSource: 'demo://gate',
      tags: ['yard', 'north'],
      location: { name: 'North fence' },
      meta: { marker: 'green' },
      archive: { isEnable: true },
      live: { onDemand: false },
    });

    created.release({ data: { uid: 'gate-1' } });
    await waitFor(() => expect(app.path()).toBe('/stream/gate-1/info'));
    expect(await screen.findByRole('heading', { name: 'Stream info', level: 3 })).toBeInTheDocument();
  });

  it('refuses a control character in the name on the field without a request, keeping what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = serve(users.user);
    renderApp('/add-stream');

    const form = await findForm('Add stream');
    await fill(user, form.field('Name'), 'Gate\tNorth');
    await fill(user, form.field('Source URL'), 'rtsp://cam.example.com/1');
    await user.click(form.submit('Add stream'));
    await waitFor(() =>
      expect(form.field('Name')).toHaveAccessibleDescription(expect.stringContaining('control characters')),
    );
    expect(form.field('Name')).toHaveValue('Gate\tNorth');
    expect(server.calls(CREATE)).toEqual([]);
  });

  it('refuses a bad source without a request, then shows server errors on the form and keeps the values', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = serve(users.user);
    server.on(CREATE, apiError('QuotaReached'));
    const app = renderApp('/add-stream');

    const form = await findForm('Add stream');
    await user.click(form.submit('Add stream'));
    expect(await form.findByText("Enter the stream's name")).toBeInTheDocument();
    await fill(user, form.field('Name'), 'Gate');
    await fill(user, form.field('Source URL'), 'ftp://cam.example.com/1');
    await user.click(form.submit('Add stream'));
    expect(await form.findByText(/The URL must start with rtsp:\/\//)).toBeInTheDocument();
    expect(server.calls(CREATE)).toEqual([]);

    await fill(user, form.field('Source URL'), 'rtsp://cam.example.com/1');
    await user.click(form.submit('Add stream'));
    expect(await form.findByRole('alert')).toHaveTextContent('Quota is reached');
    expect(form.field('Name')).toHaveValue('Gate');
    expect(form.field('Source URL')).toHaveValue('rtsp://cam.example.com/1');
    expect(app.path()).toBe('/add-stream');
    expect(app.notifications()).toEqual([]);
    await waitFor(() => expect(form.submit('Add stream')).toBeEnabled());

    server.on(CREATE, { status: 400, data: { code: 'ValidationError', message: 'bad source', field: 'streamSource' } });
    await user.click(form.submit('Add stream'));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('Validation error'));
    const marked = await form.findByText('The server did not accept this value');
    // The message stands under the source field, whose value stays.
    expect(form.field('Source URL')).toHaveAttribute('aria-invalid', 'true');
    expect(form.field('Source URL')).toHaveAccessibleDescription(expect.stringContaining(marked.textContent ?? '?'));
    expect(form.field('Name')).not.toHaveAttribute('aria-invalid');
    expect(form.field('Source URL')).toHaveValue('rtsp://cam.example.com/1');
    expect(form.field('Name')).toHaveValue('Gate');
    expect(server.calls(CREATE)).toHaveLength(2);
    expect(app.notifications()).toEqual([]);

    // With the server's reason: its text under the field and in the alert, in the user's language.
    const missing = 'There is no such file in the media folder.';
    server.on(CREATE, {
      status: 400,
      data: { code: 'ValidationError', message: 'gone', field: 'streamSource', reason: 'fileMissing' },
    });
    await user.click(form.submit('Add stream'));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(`Validation error${missing}`));
    await waitFor(() => expect(form.field('Source URL')).toHaveAccessibleDescription(expect.stringContaining(missing)));
    await waitFor(() => expect(form.queryByText('The server did not accept this value')).toBeNull());
    expect(form.field('Source URL')).toHaveValue('rtsp://cam.example.com/1');
  });
});

describe('a session that ends under a form (docs/security.md, R5)', () => {
  it('keeps what was typed, says so, and gives it back on the page after signing in, without credentials', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = serve(users.user);
    server.on(CREATE, (_request, s) => {
      s.user = null;
      return apiError('NotAuthorized');
    });
    server.on('POST /v1/sign-in', (_request, s) => {
      s.user = users.user;
      return { data: { mustChangePassword: false, user: users.user } };
    });
    const app = renderApp('/add-stream');

    let form = await findForm('Add stream');
    await fill(user, form.field('Name'), 'Gate');
    await fill(user, form.field('Source URL'), 'rtsp://cam:pw@cam.example.com/2');
    await fill(user, form.field('Location'), 'North fence');
    await user.click(form.submit('Add stream'));

    await waitFor(() => expect(app.path()).toBe('/auth'));
    expect(
      await screen.findByText('Your session has ended. Your unsaved changes are kept and come back after you sign in.'),
    ).toBeInTheDocument();
    expect(JSON.stringify(sessionStorage)).not.toContain('pw@');

    await fill(user, await screen.findByRole('textbox', { name: 'Login' }), 'olga');
    await fill(user, screen.getByLabelText('Password'), 'Correct-horse-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.path()).toBe('/add-stream'));
    form = await findForm('Add stream');
    await waitFor(() => expect(form.field('Name')).toHaveValue('Gate'));
    expect(form.field('Location')).toHaveValue('North fence');
    expect(form.field('Source URL')).toHaveValue('rtsp://cam.example.com/2');
    expect(await screen.findByText(/^Your unsaved changes are back\./)).toBeInTheDocument();
    // Given back once: the draft is gone from storage.
    expect(Object.keys(sessionStorage).filter((k) => k.includes('draft:'))).toEqual([]);
  });
});

describe('stream settings', () => {
  it('loads the stream into the form, saves only what changed and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = serve(users.admin);
    const loading = held();
    serveStream(server, stream(), loading.answer);
    const app = renderApp('/stream/cam-1/setting');

    expect(await screen.findByRole('status', { name: 'Loading the stream' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    loading.release({});

    const form = await findForm('Stream settings');
    expect(screen.getByRole('heading', { name: 'Stream settings', level: 3 })).toBeInTheDocument();
    expect(form.field('Name')).toHaveValue('Front door');
    expect(form.field('Source URL')).toHaveValue('demo://front-door');
    expect(form.field('Location')).toHaveValue('Lobby');
    expect(form.getByText('entrance')).toBeInTheDocument();
    expect(form.toggle('Record the archive')).toBeChecked();
    expect(form.toggle('Live on demand')).not.toBeChecked();

    await fill(user, form.field('Name'), 'Back door');
    await user.click(form.toggle('Record the archive'));
    await user.click(form.submit('Save'));

    expect(await screen.findByText('Stream settings has been saved')).toBeInTheDocument();
    expect(server.calls(UPDATE).map((r) => r.body)).toEqual([{ name: 'Back door', archive: { isEnable: false } }]);
    expect(form.field('Name')).toHaveValue('Back door');
    expect(app.notifications()).toEqual(['Stream settings has been saved']);

    // Saved: nothing differs any more, so nothing is sent.
    await user.click(form.submit('Save'));
    expect(await screen.findByText('Nothing has changed')).toBeInTheDocument();
    expect(server.calls(UPDATE)).toHaveLength(1);
  });

  it('hides the source from a manager who is not an administrator and never sends it; errors stay on the form', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = serve(users.user);
    serveStream(server, stream({ streamSource: null }));
    server.on(UPDATE, apiError('Forbidden'));
    const app = renderApp('/stream/cam-1/setting');

    const form = await findForm('Stream settings');
    expect(form.queryByRole('textbox', { name: 'Source URL' })).toBeNull();
    expect(form.getByText('Only administrators can see and change the source of a stream.')).toBeInTheDocument();

    await fill(user, form.field('Location'), 'Hall');
    await user.click(form.submit('Save'));
    expect(await form.findByRole('alert')).toHaveTextContent("You don't have access");
    expect(form.field('Location')).toHaveValue('Hall');
    expect(app.notifications()).toEqual([]);

    serveStream(server, stream({ streamSource: null }));
    await user.click(form.submit('Save'));
    expect(await screen.findByText('Stream settings has been saved')).toBeInTheDocument();
    expect(server.calls(UPDATE).map((r) => r.body)).toEqual([
      { location: { name: 'Hall' } },
      { location: { name: 'Hall' } },
    ]);
  });

  it("checks a source left as saved by the stream's uid (the stored source, with its credentials), a changed one by its URL", async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = serve(users.admin);
    serveStream(server, stream({ streamSource: 'rtsp://cam.example.com/1' }));
    server.on(PROBE, { data: probed });
    server.on(PREVIEW, { data: frame() });
    renderApp('/stream/cam-1/setting');

    const form = await findForm('Stream settings');
    const panel = within(form.getByRole('region', { name: 'Check the source' }));
    await user.click(panel.getByRole('button', { name: /Check source$/ }));
    expect(await panel.findByText('h264, aac')).toBeInTheDocument();
    expect(server.calls(PROBE).map((r) => r.query)).toEqual([{ stream_id: 'cam-1' }]);
    expect(server.calls(PREVIEW).map((r) => r.query)).toEqual([{ stream_id: 'cam-1' }]);

    await fill(user, form.field('Source URL'), 'rtsp://cam.example.com/2');
    await waitFor(() => expect(panel.queryByText('h264, aac')).toBeNull());
    await user.click(panel.getByRole('button', { name: /Check source$/ }));
    expect(await panel.findByText('h264, aac')).toBeInTheDocument();
    expect(server.calls(PROBE).map((r) => r.query)).toEqual([
      { stream_id: 'cam-1' },
      { url: 'rtsp://cam.example.com/2' },
    ]);

    // Typed back as saved: the stored source again.
    await fill(user, form.field('Source URL'), 'rtsp://cam.example.com/1');
    await user.click(panel.getByRole('button', { name: /Check source$/ }));
    await waitFor(() => expect(server.calls(PREVIEW)).toHaveLength(3));
    expect(server.calls(PREVIEW)[2]?.query).toEqual({ stream_id: 'cam-1' });
  });

  it('lets a manager who does not see the source check it by the stream', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = serve(users.user);
    serveStream(server, stream({ streamSource: null }));
    server.on(PROBE, { data: probed });
    server.on(PREVIEW, { data: frame() });
    renderApp('/stream/cam-1/setting');

    const form = await findForm('Stream settings');
    const panel = within(form.getByRole('region', { name: 'Check the source' }));
    await user.click(panel.getByRole('button', { name: /Check source$/ }));
    expect(await panel.findByText('h264, aac')).toBeInTheDocument();
    expect(server.calls(PROBE).map((r) => r.query)).toEqual([{ stream_id: 'cam-1' }]);
  });

  it('shows a user who may only view the stream its settings disabled, with a note', async () => {
    const { server } = serve(users.readOnly);
    serveStream(server, stream({ streamSource: null, meta: { marker: 'red', canManage: false } }));
    renderApp('/stream/cam-1/setting');

    const form = await findForm('Stream settings');
    expect(screen.getByText('You may only view the settings of this stream.')).toBeInTheDocument();
    expect(form.field('Name')).toBeDisabled();
    expect(form.field('Name')).toHaveValue('Front door');
    expect(form.field('Marker')).toHaveValue('red');
    expect(form.field('Location')).toBeDisabled();
    expect(form.toggle('Record the archive')).toBeDisabled();
    expect(form.getByRole('combobox', { name: 'Tags' })).toBeDisabled();
    expect(form.submit('Save')).toBeDisabled();
    expect(form.queryByRole('textbox', { name: 'Source URL' })).toBeNull();
    expect(form.queryByRole('region', { name: 'Check the source' })).toBeNull();
    expect(server.calls(UPDATE)).toEqual([]);
  });
});
