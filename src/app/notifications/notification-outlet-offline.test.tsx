import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationTexts } from '@/test/render-app';
import { NotificationHost } from '../antd-scope';
import { createQueryClient } from '../query-client';
import { RootProviders } from '../root-providers';
import { notify, useNotesStore } from './notes-store';
import { NotificationOutlet, RETRY_MS } from './notification-outlet';

describe('notifications whose code does not download', () => {
  it('leave the page as it is, keep the notes, and try again a few seconds later', async () => {
    // antd's part of the console does not download the first time (the server went away).
    let tries = 0;
    const load = () => {
      tries += 1;
      return tries === 1
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : Promise.resolve({ default: NotificationHost });
    };
    const { container } = render(
      <RootProviders client={createQueryClient()} language="en" theme="light">
        <p>page</p>
        <NotificationOutlet load={load} />
      </RootProviders>,
    );
    act(() => notify({ kind: 'error', key: 'Unavailable', title: 'Server is not responding' }));
    await waitFor(() => expect(tries).toBe(1));
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(useNotesStore.getState().pending).toHaveLength(1);
    // A few seconds later it is asked for again, and the note said meanwhile shows.
    await waitFor(() => expect(notificationTexts(container).join()).toContain('Server is not responding'), {
      timeout: RETRY_MS + 5000,
    });
    expect(tries).toBe(2);
    expect(screen.getByText('page')).toBeInTheDocument();
  });
});
