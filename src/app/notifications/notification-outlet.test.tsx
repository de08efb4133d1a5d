import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notificationTexts } from '@/test/render-app';
import { createQueryClient } from '../query-client';
import { RootProviders } from '../root-providers';
import { notify, takeNotes, useNotesStore } from './notes-store';
import { NotificationOutlet } from './notification-outlet';

afterEach(() => useNotesStore.setState({ pending: [], wanted: false, closing: [] }));

const renderOutlet = () =>
  render(
    <RootProviders client={createQueryClient()} language="en" theme="light">
      <p>page</p>
      <NotificationOutlet />
    </RootProviders>,
  );

describe('notifications', () => {
  it('draw nothing until something is said, then show every note said meanwhile, top-right', async () => {
    const { container } = renderOutlet();
    expect(container.innerHTML).toBe('<p>page</p>');
    expect(useNotesStore.getState().wanted).toBe(false);
    // Said before the host's code is in: kept until it shows them.
    act(() => {
      notify({ kind: 'error', key: 'Unavailable', title: 'Server is not responding' });
      notify({ kind: 'info', key: 'drafts-kept', title: 'Your changes are kept' });
    });
    await waitFor(() =>
      expect(notificationTexts(container)).toEqual(
        expect.arrayContaining([
          expect.stringContaining('Server is not responding'),
          expect.stringContaining('Your changes are kept'),
        ]),
      ),
    );
    expect(useNotesStore.getState().pending).toEqual([]);
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it('show one notice per key: a new one takes its place', async () => {
    const { container } = renderOutlet();
    act(() => notify({ kind: 'error', key: 'Unavailable', title: 'First words' }));
    await waitFor(() => expect(notificationTexts(container).join()).toContain('First words'));
    act(() => notify({ kind: 'error', key: 'Unavailable', title: 'Second words' }));
    await waitFor(() => expect(notificationTexts(container).join()).toContain('Second words'));
    expect(notificationTexts(container).join()).not.toContain('First words');
  });

  it('are taken once', () => {
    notify({ kind: 'info', key: 'a', title: 'A' });
    expect(takeNotes().map((n) => n.title)).toEqual(['A']);
    expect(takeNotes()).toEqual([]);
  });
});
