import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, links, users } from '@/test/fixtures';
import { renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';

/*
 * Help (docs/console.md#screens-and-routes): its sections by heading, the player's shortcuts from their one table, one entry
 * per stream failure reason, the API documentation for administrators only, both languages.
 */

afterEach(() => resetApp());

function open(user = users.admin, language: 'en' | 'ru' = 'en', documentation: string | null = links.documentation) {
  const server = fakeServer(user, { links: { ...links, documentation } });
  signIn(server.currentSettings());
  return renderApp('/help', { language });
}

const region = (name: string) => screen.getByRole('region', { name });

describe('help page', { timeout: 60_000 }, () => {
  it('shows its sections, the player’s shortcuts, the failure reasons, the links and the version', async () => {
    const user = quickUser();
    open();
    expect(await screen.findByRole('heading', { name: 'Getting started' }, { timeout: 30_000 })).toBeInTheDocument();
    for (const name of ['Adding a camera', 'Typical RTSP addresses', 'What on-demand live means']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    const start = region('Getting started');
    expect(within(start).getByText('rtsp://user:password@host:554/Streaming/Channels/101')).toBeInTheDocument();
    expect(within(start).getByRole('link', { name: 'Add a stream' })).toHaveAttribute('href', '/add-stream');

    const shortcuts = within(region('Keyboard shortcuts'));
    const player = shortcuts.getByRole('table', { name: 'In the player' });
    expect(within(player).getByRole('row', { name: /Space \/ K\s*Play or pause/ })).toBeInTheDocument();
    expect(within(player).getByRole('row', { name: /Shift \+ ←\s*Move the timeline left/ })).toBeInTheDocument();
    expect(within(player).getByRole('row', { name: /S\s*Save the picture as a PNG image/ })).toBeInTheDocument();
    expect(shortcuts.getByRole('table', { name: 'In a mosaic' })).toBeInTheDocument();

    const failures = within(region('Why a stream fails'));
    const refused = failures.getByRole('button', { name: /The source refused the connection/ });
    await user.click(refused);
    expect(await failures.findByText(/Check the host and the port, and that RTSP is switched on/)).toBeInTheDocument();

    const about = within(region('Documentation and version'));
    expect(about.getByRole('link', { name: /^Documentation/ })).toHaveAttribute('href', links.documentation);
    expect(about.getByRole('link', { name: /^API documentation/ })).toHaveAttribute('href', '/ui/swagger');
    expect(about.getByText('1.2.3')).toBeInTheDocument();
    expect(about.getByText('abc1234')).toBeInTheDocument();
  });

  it('shows no API documentation to others, and no documentation link when none is set', async () => {
    open(users.user, 'en', null);
    await screen.findByRole('heading', { name: 'Documentation and version' }, { timeout: 30_000 });
    const about = within(region('Documentation and version'));
    expect(about.queryByRole('link', { name: /API documentation/ })).toBeNull();
    expect(about.queryByRole('link', { name: /^Documentation/ })).toBeNull();
    expect(about.getByText('1.2.3')).toBeInTheDocument();
  });

  it('reads in Russian', async () => {
    open(users.admin, 'ru');
    expect(await screen.findByRole('heading', { name: 'С чего начать' }, { timeout: 30_000 })).toBeInTheDocument();
    const player = within(region('Сочетания клавиш')).getByRole('table', { name: 'В плеере' });
    expect(within(player).getAllByRole('row').length).toBeGreaterThan(10);
    expect(screen.getByRole('heading', { name: 'Почему поток не работает' })).toBeInTheDocument();
    expect(
      within(region('Документация и версия')).getByRole('link', { name: /^Документация API/ }),
    ).toBeInTheDocument();
  });
});
