import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/session/session-store';
import { streamKeys } from '@/features/streams';
import { fakeServer, stream, users } from '@/test/fixtures';
import { resetApp } from '@/test/render-app';
import { createQueryClient } from './query-client';
import { useBoot } from './session/use-session-effects';
import { startUp } from './start-up';

afterEach(resetApp);

const SETTINGS = 'GET /v1/system/internal/ui/settings';
const USER = 'GET /v1/user';

function Boot() {
  useBoot();
  return null;
}
const renderBoot = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Boot />
    </QueryClientProvider>,
  );

describe('start-up, before the first render', () => {
  it('asks the configuration and the user at once for a page behind the sign-in; the boot takes those answers', async () => {
    const server = fakeServer(users.user).on(USER, { data: users.user });
    startUp('/ui/stream/cam-1/view', createQueryClient());
    await waitFor(() => expect(server.calls(USER)).toHaveLength(1));
    expect(server.calls(SETTINGS)).toHaveLength(1);

    renderBoot();
    await waitFor(() => expect(useSessionStore.getState().user?.name).toBe(users.user.name));
    expect(server.calls(SETTINGS)).toHaveLength(1);
    expect(server.calls(USER)).toHaveLength(1);
  });

  it('asks only the configuration for a guest page, and no user when nobody is signed in', async () => {
    const server = fakeServer(null);
    startUp('/ui/auth', createQueryClient());
    await waitFor(() => expect(server.calls(SETTINGS)).toHaveLength(1));

    renderBoot();
    await waitFor(() => expect(useSessionStore.getState().status).toBe('ready'));
    expect(useSessionStore.getState().user).toBeNull();
    expect(server.calls(USER)).toHaveLength(0);
    expect(server.calls(SETTINGS)).toHaveLength(1);
  });

  it("asks a player page's stream status at once, into the cache the console renders with", async () => {
    const server = fakeServer(users.user)
      .on(USER, { data: users.user })
      .on('GET /v1/stream/cam-1', { data: stream({ uid: 'cam-1', name: 'Front door' }) });
    const client = createQueryClient();
    startUp('/ui/stream/cam-1/view', client);
    await waitFor(() => expect(client.getQueryData(streamKeys.one('cam-1'))).toMatchObject({ name: 'Front door' }));
    expect(server.calls('GET /v1/stream/cam-1')).toHaveLength(1);
    expect(server.calls('GET /v1/stream/cam-1')[0]?.query).toEqual({});
    renderBoot(); // takes the boot's answers, as the console's first render does
    await waitFor(() => expect(useSessionStore.getState().status).toBe('ready'));
  });

  it('asks no stream status for other pages', async () => {
    const server = fakeServer(users.user).on(USER, { data: users.user });
    startUp('/ui/stream/cam-1/info', createQueryClient());
    await waitFor(() => expect(server.calls(USER)).toHaveLength(1));
    expect(server.calls('GET /v1/stream/cam-1')).toHaveLength(0);
  });
});
