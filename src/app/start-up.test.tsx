import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/session/session-store';
import { fakeServer, users } from '@/test/fixtures';
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
    startUp('/ui/stream/cam-1/view');
    await waitFor(() => expect(server.calls(USER)).toHaveLength(1));
    expect(server.calls(SETTINGS)).toHaveLength(1);

    renderBoot();
    await waitFor(() => expect(useSessionStore.getState().user?.name).toBe(users.user.name));
    expect(server.calls(SETTINGS)).toHaveLength(1);
    expect(server.calls(USER)).toHaveLength(1);
  });

  it('asks only the configuration for a guest page, and no user when nobody is signed in', async () => {
    const server = fakeServer(null);
    startUp('/ui/auth');
    await waitFor(() => expect(server.calls(SETTINGS)).toHaveLength(1));

    renderBoot();
    await waitFor(() => expect(useSessionStore.getState().status).toBe('ready'));
    expect(useSessionStore.getState().user).toBeNull();
    expect(server.calls(USER)).toHaveLength(0);
    expect(server.calls(SETTINGS)).toHaveLength(1);
  });
});
