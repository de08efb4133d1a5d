import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enEvents from '@locales/en/events.json';
import ruEvents from '@locales/ru/events.json';
import { NotificationOutlet } from '@/app/notifications/notification-outlet';
import { createQueryClient } from '@/app/query-client';
import { addNamespace, initI18n } from '@/shared/i18n';
import { fakeServer, users } from '@/test/fixtures';
import { notificationTexts, resetApp } from '@/test/render-app';
import { FollowWatch } from './follow-watch';

afterEach(resetApp);
beforeAll(() => {
  initI18n('en');
  addNamespace('events', { en: enEvents, ru: ruEvents });
});

const event = (id: string, streamId: string, streamName: string, startTime: string) => ({
  id,
  streamId,
  streamName,
  type: 'motion',
  startTime,
  endTime: startTime,
  thumbnailUrl: null,
  reviewed: false,
});

function renderWatch() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <NotificationOutlet />
        <FollowWatch />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the watch over followed streams', () => {
  it('says a new event of a followed stream once, with a link that plays it, and none from before', async () => {
    const before = new Date(Date.now() - 60_000).toISOString();
    let started = '';
    const server = fakeServer(users.user)
      .on('GET /v1/user', () => ({ data: { ...users.user, followedStreams: ['gate'] } }))
      .on('GET /v1/events', () => {
        started ||= new Date().toISOString();
        return {
          data: { items: [event('2', 'gate', 'Gate', started), event('1', 'gate', 'Old gate', before)], total: 2 },
        };
      });
    const { container } = renderWatch();
    await waitFor(() => expect(notificationTexts(container).join()).toContain('Motion on Gate'));
    expect(notificationTexts(container).join()).not.toContain('Old gate');
    expect(server.calls('GET /v1/events')[0]?.query).toMatchObject({ followed: true, pageSize: 100 });
    const link = screen.getByRole('link', { name: 'Play from its start' });
    expect(link).toHaveAttribute('href', `/stream/gate/view?at=${encodeURIComponent(started)}`);
  });

  it('asks for no events while the user follows no stream', async () => {
    const server = fakeServer(users.user).on('GET /v1/user', () => ({
      data: { ...users.user, followedStreams: [] },
    }));
    renderWatch();
    await waitFor(() => expect(server.calls('GET /v1/user')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 100));
    expect(server.calls('GET /v1/events')).toHaveLength(0);
  });
});
