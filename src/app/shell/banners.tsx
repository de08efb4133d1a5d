import { Alert, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HealthWarning } from '@contract/index';
import { formatNumber } from '@/shared/format/number';
import { asLanguage } from '@/shared/i18n';
import { pathTo } from '@/shared/routing';
import { bannersFor, dismissBanner, type Banner, type BannerKind } from '../logic/banners';
import { useDismissedStore } from './dismissed-store';

const alertType: Record<BannerKind, 'success' | 'info' | 'warning' | 'error'> = {
  success: 'success',
  danger: 'error',
  warning: 'warning',
  attention: 'info',
  'attention-info': 'info',
  'attention-warning': 'warning',
  'attention-danger': 'error',
};

function BannerText({ banner, pricingUrl }: { banner: Banner; pricingUrl: string | null }) {
  const { t, i18n } = useTranslation('banners');
  const language = asLanguage(i18n.language) ?? 'en';
  const params = {
    day: banner.params.day ? dayjs(banner.params.day).format('D MMM YYYY') : '',
    at: banner.params.at ? dayjs(banner.params.at).format('D MMM YYYY HH:mm') : '',
    usedPercent: banner.params.usedPercent === undefined ? '' : formatNumber(banner.params.usedPercent, language, 1),
    heldGb: banner.params.heldBytes === undefined ? '' : formatNumber(banner.params.heldBytes / 1e9, language, 1),
  };
  return (
    <span>
      {t(banner.text, params)}{' '}
      {banner.links.map((link) =>
        link === 'uploadLicense' ? (
          <Link key={link} to={pathTo('admin-license')} style={{ marginInlineEnd: 12 }}>
            {t('uploadLicense')}
          </Link>
        ) : pricingUrl ? (
          <a key={link} href={pricingUrl} target="_blank" rel="noopener noreferrer">
            {t('getLicense')}
          </a>
        ) : null,
      )}
    </span>
  );
}

/** docs/console.md#screens-and-routes: warning banners from the health check; all but the drained-node one can be dismissed for 7 days. */
export function Banners(props: {
  warnings: readonly HealthWarning[];
  isLicenseExpired: boolean;
  pricingUrl: string | null;
}) {
  const { t } = useTranslation('banners');
  const { dismissed, save } = useDismissedStore();
  const now = Date.now();
  const banners = bannersFor({ warnings: props.warnings, isLicenseExpired: props.isLicenseExpired, dismissed, now });
  if (!banners.length) return null;
  return (
    <Space
      orientation="vertical"
      style={{ width: '100%', padding: '12px 24px 0' }}
      role="region"
      aria-label={t('region')}
    >
      {banners.map((banner) => (
        <Alert
          key={banner.id}
          type={alertType[banner.kind]}
          showIcon
          banner={banner.kind.startsWith('attention')}
          title={<BannerText banner={banner} pricingUrl={props.pricingUrl} />}
          closable={
            banner.dismissible
              ? { 'aria-label': t('dismiss'), onClose: () => save(dismissBanner(dismissed, banner, Date.now())) }
              : false
          }
        />
      ))}
    </Space>
  );
}
