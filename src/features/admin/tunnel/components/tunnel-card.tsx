import { Alert, Badge, Button, Card, Descriptions, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TunnelStatus } from '@contract/index';
import { formatDateTime, formatMoment } from '@/shared/logic/date-format';
import { STATE_BADGE, initialLocation } from '../logic/availability';
import { TunnelAddress } from './tunnel-address';

export interface TunnelCardProps {
  status: TunnelStatus;
  locations: readonly string[];
  /** False: the license or the relays do not allow a start (the page says why); stop stays possible. */
  canStart: boolean;
  busy: boolean;
  onStart: (location: string) => void;
  onStop: () => void;
}

/** The tunnel: its state, where it goes, its public address, since when, why it failed; start and stop. */
export function TunnelCard({ status, locations, canStart, busy, onStart, onStop }: TunnelCardProps) {
  const { t, i18n } = useTranslation('admin-tunnel');
  const [location, setLocation] = useState(() => initialLocation(locations, status.location));
  const stopped = status.state === 'stopped';
  const locationName = (code: string) => t(`locations.${code}`, { defaultValue: code });

  return (
    <Card title={t('card.title')} aria-label={t('card.title')} style={{ marginBottom: 16 }}>
      <Descriptions column={1} size="small" styles={{ label: { width: 150 } }}>
        <Descriptions.Item label={t('card.state')}>
          <Badge status={STATE_BADGE[status.state]} text={t(`state.${status.state}`)} />
        </Descriptions.Item>
        <Descriptions.Item label={t('card.location')}>
          {stopped && canStart ? (
            <Select
              aria-label={t('card.location')}
              value={location}
              onChange={setLocation}
              style={{ minWidth: 160, maxWidth: '100%' }}
              options={locations.map((code) => ({ value: code, label: locationName(code) }))}
            />
          ) : (
            (status.location && locationName(status.location)) || '—'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('card.address')}>
          {status.url ? <TunnelAddress url={status.url} /> : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('card.started')}>
          {status.startedTime ? formatDateTime(status.startedTime, i18n.language) : '—'}
        </Descriptions.Item>
      </Descriptions>
      {status.state === 'failed' && status.failureReason && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title={t(`reasons.${status.failureReason}`)}
          description={
            status.retryTime
              ? t('card.retrying', { time: formatMoment(Date.parse(status.retryTime), i18n.language) })
              : t('card.notRetrying')
          }
        />
      )}
      <Space wrap style={{ marginTop: 16 }}>
        {stopped ? (
          <Button
            type="primary"
            disabled={!canStart || !location}
            loading={busy}
            onClick={() => location && onStart(location)}
          >
            {t('card.start')}
          </Button>
        ) : (
          <Button danger loading={busy} onClick={onStop}>
            {t('card.stop')}
          </Button>
        )}
      </Space>
    </Card>
  );
}
