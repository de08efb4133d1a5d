import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Stream } from '@contract/index';
import { fakeServer, stream, users, type FakeRequest } from '@/test/fixtures';
import { renderApp, resetApp, signIn } from '@/test/render-app';

const HOUR = 3_600_000;

// The route loads the page lazily: load it once before the tests, so none waits for the first transform.
beforeAll(() => import('./stream-view-page'), 60_000);

const undo: (() => void)[] = [];

afterEach(() => {
  resetApp();
  vi.restoreAllMocks();
  undo.splice(0).forEach((step) => step());
});

/** The Fullscreen API as a browser has it (jsdom has none); removed after each test. */
function fakeFullscreen() {
  let open = false;
  const change = () => document.dispatchEvent(new Event('fullscreenchange'));
  // The element asked to go full screen is the call's `this` (request.mock.contexts).
  const request = vi.fn(function (this: Element) {
    open = true;
    change();
    return Promise.resolve();
  });
  const exit = vi.fn(() => {
    open = false;
    change();
    return Promise.resolve();
  });
  const shown = () => (open ? ((request.mock.contexts.at(-1) as Element | undefined) ?? null) : null);
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => true });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: shown });
  Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exit });
  Object.defineProperty(Element.prototype, 'requestFullscreen', { configurable: true, value: request });
  undo.push(() => {
    for (const key of ['fullscreenEnabled', 'fullscreenElement', 'exitFullscreen'])
      Reflect.deleteProperty(document, key);
    Reflect.deleteProperty(Element.prototype, 'requestFullscreen');
  });
  return { request, exit };
}

/** A server with one stream whose archive holds `recorded` ([start, end) ms) or nothing. */
function serverWith(overrides: Partial<Stream>, recorded: { start: number; end: number } | null = null) {
  const ranges = ({ query }: FakeRequest) => {
    const { start_time: start, end_time: end } = query as { start_time: string; end_time: string };
    const inside = recorded && recorded.start < Date.parse(end) && recorded.end > Date.parse(start);
    return {
      data: {
        period: recorded && {
          startTime: new Date(recorded.start).toISOString(),
          endTime: new Date(recorded.end).toISOString(),
        },
        ranges: inside
          ? [
              { date: start, status: 0 },
              { date: new Date(Math.max(recorded.start, Date.parse(start))).toISOString(), status: 1 },
              { date: new Date(Math.min(recorded.end, Date.parse(end))).toISOString(), status: 0 },
            ]
          : [{ date: start, status: 0 }],
      },
    };
  };
  const server = fakeServer(users.admin)
    .on('GET /v1/stream/cam-1', { data: stream(overrides) })
    .on('GET /v1/stream/cam-1/archive/ranges', ranges)
    .on('GET /v1/stream/cam-1/archive/available-days', { data: { days: [] } })
    .on('GET /v1/annotations', { data: [] });
  signIn(server.currentSettings());
  return server;
}

describe('the player of a stream that is not recorded', () => {
  it('shows the not-recorded timeline, says nothing of recordings, and is not shown as live while paused', async () => {
    serverWith({ status: 'paused', archive: { isEnable: false, mode: 'always', schedule: null } });
    renderApp('/stream/cam-1/view');

    const timeline = await screen.findByRole('group', { name: 'Archive timeline' });
    await waitFor(() =>
      expect(within(timeline).getByText('This stream is not recorded: recording is off in its settings')).toBeVisible(),
    );
    expect(screen.getByText('The stream is not running now (Paused).')).toBeInTheDocument();
    expect(screen.queryByText(/recordings are on the timeline/)).not.toBeInTheDocument();
    const live = screen.getByRole('button', { name: 'Live' });
    expect(live).toBeDisabled();
    expect(live).toHaveAttribute('aria-pressed', 'false');
    // The page's heading row says "Paused", and nowhere "Live" but on the (inactive) button.
    expect(screen.getAllByText('Live')).toHaveLength(1);
  });

  it('a paused stream with recordings: they are below, and what follows them is a gap, not live', async () => {
    const now = Date.now();
    serverWith(
      { status: 'paused', archive: { isEnable: true, mode: 'always', schedule: null } },
      { start: now - 5 * HOUR, end: now - HOUR },
    );
    renderApp('/stream/cam-1/view');
    expect(
      await screen.findByText('The stream is not running now (Paused). Its recordings are on the timeline below.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Nothing is recorded in this stretch of time')).not.toBeInTheDocument();
    // Half an hour ago, after the archive's end: jsdom lays the canvas out 800 px wide from the left edge.
    const canvas = (await screen.findByRole('group', { name: 'Archive timeline' })).querySelector('canvas')!;
    const start = Number(canvas.dataset.start);
    const end = Number(canvas.dataset.end);
    await waitFor(() => {
      fireEvent.pointerMove(canvas, { clientX: ((now - HOUR / 2 - start) / (end - start)) * 800, clientY: 20 });
      expect(screen.getByRole('tooltip')).toHaveTextContent('No recording');
    });
    expect(screen.getByRole('tooltip')).not.toHaveTextContent('Live');
  });
});

describe('full screen and snapshots in the player', () => {
  it('puts the player (not the bare video) full screen with the button, F and a double click', async () => {
    const { request, exit } = fakeFullscreen();
    serverWith({ status: 'paused', archive: { isEnable: false, mode: 'always', schedule: null } });
    renderApp('/stream/cam-1/view');
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Full screen' }));
    expect(request).toHaveBeenCalledTimes(1);
    const frame = request.mock.contexts[0] as HTMLElement;
    expect(frame).not.toBeInstanceOf(HTMLVideoElement);
    expect(frame).toContainElement(screen.getByLabelText('Video'));
    expect(frame).toContainElement(screen.getByRole('group', { name: 'Archive timeline' }));
    await user.keyboard('f');
    expect(exit).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Full screen' })).toBeInTheDocument();
    await user.keyboard('F');
    expect(await screen.findByRole('button', { name: 'Exit full screen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exit full screen' }));
    fireEvent.doubleClick(screen.getByLabelText('Video'));
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('lists F and S in the shortcut help, and offers no snapshot while there is no picture', async () => {
    serverWith({ status: 'paused', archive: { isEnable: false, mode: 'always', schedule: null } });
    renderApp('/stream/cam-1/view');
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('button', { name: 'Save a snapshot' })).toBeDisabled();
    await user.hover(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    const help = await screen.findByRole('tooltip');
    // An opaque popover of the theme (not a tooltip's see-through dark), its keys as key caps.
    expect(help.closest('.ant-popover')).not.toBeNull();
    expect(help.closest('.ant-tooltip')).toBeNull();
    expect(within(help).getByText('Keyboard shortcuts')).toBeInTheDocument();
    expect(within(help).getByText('F').tagName).toBe('KBD');
    expect(within(help).getByText(/^Full screen on or off/)).toBeInTheDocument();
    expect(within(help).getByText('S')).toBeInTheDocument();
    expect(within(help).getByText('Save the picture as a PNG image')).toBeInTheDocument();
  });
});

describe('the toolbar before the first picture', () => {
  /** The toolbar's kept room: empty boxes, hidden from assistive technology and never focusable. */
  const slots = (toolbar: HTMLElement) => Array.from(toolbar.querySelectorAll<HTMLElement>('.vigil-player-slot'));

  it('keeps the room of the calendar, download and export until they come after it', async () => {
    // A live stream: jsdom plays nothing, so its first picture never comes.
    serverWith({ status: 'running' });
    renderApp('/stream/cam-1/view');
    const toolbar = await screen.findByRole('toolbar', { name: 'Player controls' });
    expect(screen.queryByLabelText('Calendar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    const kept = slots(toolbar);
    // Which control each keeps the room of (player.css sizes a slot by its kind).
    expect(kept.map((slot) => slot.dataset.slot)).toEqual(['calendar', 'download', 'export']);
    for (const slot of kept) {
      expect(slot).toHaveAttribute('aria-hidden', 'true');
      expect(slot).not.toHaveAttribute('tabindex');
      expect(slot).toBeEmptyDOMElement();
    }
    // In their own places: after full screen, before the bookmark and help buttons.
    const fullscreen = within(toolbar).queryByRole('button', { name: 'Full screen' });
    const help = within(toolbar).getByRole('button', { name: 'Keyboard shortcuts' });
    if (fullscreen)
      expect(fullscreen.compareDocumentPosition(kept[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(kept[2]!.compareDocumentPosition(help) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives the room to the controls once they are there', async () => {
    // Not live: nothing to wait for, the controls come at once.
    serverWith({ status: 'paused', archive: { isEnable: true, mode: 'always', schedule: null } });
    renderApp('/stream/cam-1/view');
    const toolbar = await screen.findByRole('toolbar', { name: 'Player controls' });
    expect(await within(toolbar).findByLabelText('Calendar')).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(slots(toolbar)).toEqual([]);
  });
});
