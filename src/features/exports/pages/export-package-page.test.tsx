import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Export } from '@contract/schemas/export';
import type { ExportLink } from '@contract/schemas/export-link';
import { fakeServer, users } from '@/test/fixtures';
import { renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';

afterEach(() => resetApp());

const pkg: Export = {
  id: 'e1',
  name: 'Case 118',
  reason: 'Police request 77-118',
  status: 'done',
  progress: 1,
  size: 2 * 1024 * 1024,
  createdTime: '2026-11-21T10:02:11.000Z',
  author: 'operator',
  watermark: false,
  items: [
    {
      streamId: 'cam',
      streamName: 'Gate North',
      startTime: '2026-11-20T21:00:00.000Z',
      endTime: '2026-11-20T21:05:00.000Z',
    },
  ],
  failureReason: null,
};

const link = (over: Partial<ExportLink>): ExportLink => ({
  id: 'l1',
  createdTime: '2026-11-22T10:00:00.000Z',
  createdBy: 'operator',
  expiresAt: '2030-12-05T00:00:00.000Z',
  maxViews: 5,
  views: 2,
  hasPassword: true,
  revokedTime: null,
  state: 'active',
  ...over,
});

/** An open dialog by its title's text (under test rc-util gives every dialog's title the same id). */
async function findDialog(title: string | RegExp): Promise<HTMLElement> {
  const found = await screen.findAllByText(title, {}, { timeout: 30_000 });
  const dialog = found.map((h) => h.closest<HTMLElement>('[role="dialog"]')).find((d) => d !== null);
  if (!dialog) throw new Error(`no dialog titled ${String(title)}`);
  return dialog;
}

describe('a case export’s package page (docs/exports.md#clip-links)', { timeout: 90_000 }, () => {
  it('shows the package and its clip links; a new link is shown once; a link is revoked after confirmation', async () => {
    const server = fakeServer(users.admin);
    signIn(server.currentSettings());
    let links = [link({}), link({ id: 'l2', state: 'revoked', hasPassword: false, maxViews: null })];
    server.on('GET /v1/exports/e1', { data: pkg });
    server.on('GET /v1/exports/e1/links', () => ({ data: { items: links } }));
    server.on('POST /v1/exports/e1/links', () => {
      links = [link({ id: 'l3', views: 0, maxViews: null }), ...links];
      return { data: { id: 'l3', url: '/ui/clip/secret-token', expiresAt: '2030-12-05T00:00:00.000Z' } };
    });
    server.on('DELETE /v1/exports/e1/links/l3', () => {
      links = links.map((l) => (l.id === 'l3' ? { ...l, state: 'revoked' as const } : l));
      return { data: { ok: true } };
    });
    renderApp('/exports/e1');
    expect(await screen.findByText('Police request 77-118', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText('Gate North (cam)')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Download the package/, hidden: true }).getAttribute('href')).toBe(
      '/v1/exports/e1/download',
    );
    const table = await screen.findByRole(
      'table',
      { name: 'Clip links of this package', hidden: true },
      { timeout: 30_000 },
    );
    expect(await within(table).findByText('2 of 5')).toBeTruthy();
    expect(within(table).getByText('Working')).toBeTruthy();
    expect(within(table).getByText('Revoked')).toBeTruthy();

    const user = quickUser();
    await user.click(screen.getByRole('button', { name: /New clip link$/, hidden: true }));
    const create = within(await findDialog('New clip link'));
    await user.click(create.getByRole('button', { name: /Make the link$/, hidden: true }));
    const shown = within(await findDialog('The new clip link'));
    const url = shown.getByRole('textbox', { name: 'Link' });
    expect((url as HTMLInputElement).value).toBe(`${window.location.origin}/ui/clip/secret-token`);
    expect(server.calls('POST /v1/exports/e1/links')[0]?.body).toMatchObject({ expiresAt: expect.any(String) });
    await user.click(shown.getByRole('button', { name: /Done$/, hidden: true }));

    await user.click(within(table).getAllByRole('button', { name: /Revoke the link made/, hidden: true })[0]!);
    const [confirm] = await screen.findAllByText('Revoke this link?', {}, { timeout: 30_000 });
    const popover = confirm?.closest<HTMLElement>('.ant-popover') ?? document.body;
    await user.click(within(popover).getByRole('button', { name: /Revoke$/, hidden: true }));
    await waitFor(() => expect(server.calls('DELETE /v1/exports/e1/links/l3')).toHaveLength(1), { timeout: 15_000 });
    await waitFor(() => expect(within(table).getAllByText('Revoked')).toHaveLength(2), { timeout: 15_000 });
  });
});
