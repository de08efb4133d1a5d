import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HealthWarning } from '@contract/index';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { initI18n, type Language } from '@/shared/i18n';
import { allWarnings, links } from '@/test/fixtures';
import { resetApp } from '@/test/render-app';
import { Banners } from './banners';

type BannersProps = { warnings: readonly HealthWarning[]; isLicenseExpired: boolean; pricingUrl: string | null };

afterEach(() => {
  vi.useRealTimers();
  resetApp();
});

function renderBanners(
  props: BannersProps,
  language: Language = 'en',
  Component: ComponentType<BannersProps> = Banners,
) {
  initI18n(language);
  return render(
    <Providers client={createQueryClient()} language={language} theme="light">
      <MemoryRouter>
        <Component {...props} />
      </MemoryRouter>
    </Providers>,
  );
}

/** The banner whose text contains `text`. */
function banner(text: string): HTMLElement {
  const found = screen.getAllByRole('alert').find((alert) => alert.textContent?.includes(text));
  if (!found) throw new Error(`no banner with "${text}"`);
  return found;
}

const TEXT = {
  expiring:
    'License will expire at 15 Jan 2030. Addition streams and watching archive will be disabled. Upload a new license to ensure uninterrupted service. If you do not have a license you can buy it.',
  disk: 'The archive directory is running out of memory, more than 91.5% used.',
  drained: 'This node is drained. Start the node to return to the cluster.',
  expired:
    'License is missing or expired. Addition streams and watching archive has been disabled. Upload a license for unlock.',
};

describe('warning banners (docs/console.md#screens-and-routes)', () => {
  it('shows the four banners word for word, with their links, and only the drained one without a dismiss button', () => {
    renderBanners({ warnings: allWarnings, isLicenseExpired: true, pricingUrl: links.pricing });

    const region = screen.getByRole('region', { name: 'Server warnings' });
    expect(within(region).getAllByRole('alert')).toHaveLength(4);

    const expiring = banner(TEXT.expiring);
    expect(expiring.textContent?.startsWith(`${TEXT.expiring} Upload a license`)).toBe(true);
    expect(within(expiring).getByRole('link', { name: 'Upload a license' })).toHaveAttribute(
      'href',
      '/administration/license',
    );
    const get = within(expiring).getByRole('link', { name: 'Get a license' });
    expect(get).toHaveAttribute('href', links.pricing);
    expect(get).toHaveAttribute('target', '_blank');

    const expired = banner(TEXT.expired);
    expect(within(expired).getByRole('link', { name: 'Upload a license' })).toHaveAttribute(
      'href',
      '/administration/license',
    );
    expect(within(expired).queryByRole('link', { name: 'Get a license' })).not.toBeInTheDocument();

    const disk = banner(TEXT.disk);
    expect(disk).toHaveTextContent(new RegExp(`^${TEXT.disk.replace(/[.%]/g, '\\$&')}$`));
    expect(within(disk).queryByRole('link')).not.toBeInTheDocument();

    for (const dismissible of [expiring, expired, disk])
      expect(within(dismissible).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    const drained = banner(TEXT.drained);
    expect(drained).toHaveTextContent(new RegExp(`^${TEXT.drained.replace(/\./g, '\\.')}$`));
    expect(within(drained).queryByRole('button')).not.toBeInTheDocument();
  });

  it('has no "Get a license" link without a pricing link, and speaks Russian with Russian numbers', () => {
    renderBanners({ warnings: allWarnings.slice(0, 2), isLicenseExpired: false, pricingUrl: null }, 'ru');
    expect(screen.getByRole('region', { name: 'Предупреждения сервера' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Загрузить лицензию' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Получить лицензию' })).not.toBeInTheDocument();
    expect(banner('В каталоге архива')).toHaveTextContent('занято более 91,5%.');
  });

  it('remembers a dismissal in local storage for 7 days, across reloads', async () => {
    const user = userEvent.setup({ delay: null });
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = Date.parse('2026-03-01T10:00:00Z');
    vi.setSystemTime(t0);
    const props: BannersProps = { warnings: allWarnings, isLicenseExpired: false, pricingUrl: links.pricing };
    const view = renderBanners(props);

    await user.click(within(banner(TEXT.disk)).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(TEXT.disk)).not.toBeInTheDocument();
    expect(() => banner(TEXT.disk)).toThrow();
    expect(banner(TEXT.expiring)).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem('vigil.dismissed-warnings') ?? '{}') as Record<string, number>;
    expect(stored).toEqual({ archiveDisk: t0 + 7 * 24 * 3600_000 });
    view.unmount();

    // A reload 6 days later: the store is created afresh from local storage.
    const reload = async (at: number) => {
      vi.setSystemTime(at);
      vi.resetModules();
      const fresh = await import('./banners');
      return renderBanners(props, 'en', fresh.Banners);
    };
    const sixDays = await reload(t0 + 6 * 24 * 3600_000);
    expect(banner(TEXT.drained)).toBeInTheDocument();
    expect(() => banner(TEXT.disk)).toThrow();
    sixDays.unmount();

    // Seven days later it is back, and the expired entry is cleaned up.
    await reload(t0 + 7 * 24 * 3600_000 + 1000);
    expect(banner(TEXT.disk)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('vigil.dismissed-warnings') ?? 'null')).toEqual({});
  });

  for (const [language, text] of [
    ['en', 'The audit log has been switched off since 3 Mar 2030 '],
    ['ru', 'Журнал аудита выключен с 3 мар. 2030 '],
  ] as const) {
    it(`tells administrators since when the audit log is off, with no dismiss button (${language})`, () => {
      const since = '2030-03-03T12:00:00.000Z';
      renderBanners(
        { warnings: [{ code: 'AUDIT_LOGS_OFF', since }], isLicenseExpired: false, pricingUrl: null },
        language,
      );
      const off = banner(text);
      expect(off.textContent).toContain(dayjs(since).format('HH:mm'));
      expect(within(off).queryByRole('button')).toBeNull();
    });
  }
});
