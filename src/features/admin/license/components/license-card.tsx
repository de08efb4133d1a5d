import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Popconfirm, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { License } from '@contract/index';
import { formatDateTime } from '@/shared/logic/date-format';
import { licenseStatus } from '../logic/license-status';

const STATUS_COLOR = { none: 'default', valid: 'success', expiring: 'warning', expired: 'error' } as const;

/** The installed license by its fields: none (community), valid, expiring (days left) or expired. */
export function LicenseCard({ license, now, onRemove }: { license: License; now: number; onRemove: () => void }) {
  const { t, i18n } = useTranslation('admin-license');
  const status = licenseStatus(license, now);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  const label =
    status.kind === 'expiring'
      ? t('card.expiring', { count: status.daysLeft })
      : t(status.kind === 'none' ? 'card.community' : `card.${status.kind}`);

  return (
    <Card
      title={t('card.title')}
      style={{ marginBottom: 16 }}
      aria-label={t('card.title')}
      extra={
        license.loaded && (
          <Popconfirm title={t('card.removeConfirm')} onConfirm={onRemove} okButtonProps={{ danger: true }}>
            <Button danger type="text" icon={<DeleteOutlined />}>
              {t('card.remove')}
            </Button>
          </Popconfirm>
        )
      }
    >
      {status.kind === 'none' ? (
        <Space direction="vertical">
          <Typography.Text strong>{t('card.none')}</Typography.Text>
          <Typography.Text type="secondary">{t('card.noneText')}</Typography.Text>
        </Space>
      ) : (
        <Descriptions column={1} size="small" styles={{ label: { width: 140 } }}>
          <Descriptions.Item label={t('card.licensee')}>
            <Space wrap>
              <Typography.Text strong>{license.licensee}</Typography.Text>
              <Tag color={STATUS_COLOR[status.kind]}>{label}</Tag>
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('card.edition')}>{t(`card.${license.productType}`)}</Descriptions.Item>
          <Descriptions.Item label={t('card.issued')}>{when(license.issuedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('card.expires')}>{when(license.expiresAt)}</Descriptions.Item>
          <Descriptions.Item label={t('card.features')}>
            {license.features.length
              ? license.features.map((f) => <Tag key={f}>{t(`features.${f}`, { defaultValue: f })}</Tag>)
              : t('card.noFeatures')}
          </Descriptions.Item>
          <Descriptions.Item label={t('card.streams')}>
            {license.maxStreams === null
              ? t('card.streamsUnlimited', { used: license.streamsInUse })
              : t('card.streamsOf', { used: license.streamsInUse, max: license.maxStreams })}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
