import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Bookmark, CreateBookmarkBody, User } from '@contract/index';
import { fakeServer, stream, users } from '@/test/fixtures';
import { renderApp, resetApp, signIn } from '@/test/render-app';

const HOUR = 3_600_000;

beforeAll(() => import('./stream-view-page'), 60_000);
afterEach(() => resetApp());

/** A paused stream (no picture needed) with one bookmark an hour ago. */
function serverFor(user: User) {
  const at = Date.now() - HOUR;
  const mark: Bookmark = {
    id: 'b1',
    streamUid: 'cam-1',
    streamName: 'Cam 1',
    name: 'Parcel left',
    description: '',
    tags: [],
    startTime: new Date(at).toISOString(),
    endTime: null,
    hold: false,
    author: 'admin',
    createdTime: new Date(at).toISOString(),
    updatedTime: new Date(at).toISOString(),
    meta: { canEdit: true, canHold: true },
  };
  const server = fakeServer(user)
    .on('GET /v1/stream/cam-1', { data: stream({ uid: 'cam-1', name: 'Cam 1', status: 'paused' }) })
    .on('GET /v1/stream/cam-1/archive/ranges', ({ query }) => ({
      data: { period: null, ranges: [{ date: (query as { start_time: string }).start_time, status: 0 }] },
    }))
    .on('GET /v1/stream/cam-1/archive/available-days', { data: { days: [] } })
    .on('GET /v1/annotations', { data: [] })
    .on('GET /v1/bookmarks', { data: { items: [mark], total: 1, tags: [] } })
    .on('POST /v1/bookmark', ({ body }) => ({ data: { ...mark, id: 'b2', ...(body as CreateBookmarkBody) } }));
  signIn(server.currentSettings());
  return { server, at };
}

describe('bookmarks in the player', { timeout: 60_000 }, () => {
  it('B opens the form at the playing time (now, without a picture); saving sends the stream, name and time', async () => {
    const { server } = serverFor(users.admin);
    renderApp('/stream/cam-1/view');
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('button', { name: 'Bookmark' }, { timeout: 20_000 })).toBeInTheDocument();
    const before = Date.now();
    await user.keyboard('b');
    const title = await screen.findByText('New bookmark', undefined, { timeout: 10_000 });
    const dialog = title.closest<HTMLElement>('[role="dialog"]') as HTMLElement;
    expect(within(dialog).getByText('Stream: Cam 1')).toBeInTheDocument();
    // Saving without a name is refused on the field, before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText('Give the bookmark a name.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name', hidden: true }), 'Door left open');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(server.calls('POST /v1/bookmark')).toHaveLength(1));
    const body = server.calls('POST /v1/bookmark')[0]?.body as CreateBookmarkBody;
    expect(body).toMatchObject({ streamUid: 'cam-1', name: 'Door left open', endTime: null, hold: false, tags: [] });
    expect(Math.abs(Date.parse(body.startTime) - before)).toBeLessThan(5000);
  });

  it("draws the window's bookmarks on the timeline, named in its tooltip", async () => {
    const { at } = serverFor(users.admin);
    renderApp('/stream/cam-1/view');
    const canvas = (await screen.findByRole('group', { name: 'Archive timeline' })).querySelector('canvas')!;
    await waitFor(() => {
      const start = Number(canvas.dataset.start);
      const end = Number(canvas.dataset.end);
      fireEvent.pointerMove(canvas, { clientX: ((at - start) / (end - start)) * 800, clientY: 20 });
      expect(screen.getByRole('tooltip')).toHaveTextContent('Bookmark: Parcel left');
    });
  });

  it('offers a read-only user no bookmark, by button or key', async () => {
    const { server } = serverFor(users.readOnly);
    renderApp('/stream/cam-1/view');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Keyboard shortcuts' }, { timeout: 20_000 });
    expect(screen.queryByRole('button', { name: 'Bookmark' })).toBeNull();
    await user.keyboard('b');
    expect(screen.queryByText('New bookmark')).toBeNull();
    expect(server.calls('POST /v1/bookmark')).toHaveLength(0);
  });
});
