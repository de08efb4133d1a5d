import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enPlayer from '@locales/en/player.json';
import ruPlayer from '@locales/ru/player.json';
import { createQueryClient } from '@/app/query-client';
import { addNamespace, initI18n } from '@/shared/i18n';
import { fakeServer, users } from '@/test/fixtures';
import { resetApp } from '@/test/render-app';
import { FollowButton } from './follow-button';

afterEach(resetApp);
beforeAll(() => {
  initI18n('en');
  addNamespace('player', { en: enPlayer, ru: ruPlayer });
});

describe('the Follow toggle', () => {
  it('follows and stops following a stream by keyboard, kept on the server with the user', async () => {
    let followed = ['yard'];
    const server = fakeServer(users.user)
      .on('GET /v1/user', () => ({ data: { ...users.user, followedStreams: followed } }))
      .on('PATCH /v1/user', ({ body }) => {
        followed = (body as { followedStreams: string[] }).followedStreams;
        return { data: { ...users.user, followedStreams: followed } };
      });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <FollowButton uid="gate" />
      </QueryClientProvider>,
    );
    const button = await screen.findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');
    const user = userEvent.setup();
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(server.calls('PATCH /v1/user')[0]?.body).toEqual({ followedStreams: ['yard', 'gate'] });
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(server.calls('PATCH /v1/user')[1]?.body).toEqual({ followedStreams: ['yard'] });
  });
});
