import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { asLanguage } from '@/shared/i18n';
import { useSessionStore } from '@/shared/session/session-store';
import { kbpsOf } from '../logic/probe-check';
import { recordingCost, type Size } from '../logic/recording-cost';

/**
 * Under the "Record the archive" switch of the add form: the disk a day of recording takes at the
 * bitrate the check of the source found, and all the archive keeps at its depth. Nothing while the
 * bitrate is unknown.
 */
export function RecordingCostLine({ bitrate }: { bitrate: number | null }) {
  const { t, i18n } = useTranslation('stream-form');
  const language = asLanguage(i18n.language) ?? 'en';
  const depthHours = useSessionStore((s) => s.settings?.archiveMaxDepthHours ?? null);
  const cost = recordingCost(bitrate, depthHours);
  const kbps = kbpsOf(bitrate);
  if (!cost || !kbps) return null;
  const size = (s: Size) => t(`fields.sizes.${s.unit}`, { value: formatNumber(s.value, language, s.digits) });
  const values = { perDay: size(cost.perDay), bitrate: formatNumber(kbps.value, language, kbps.digits) };
  const text = cost.kept
    ? t(cost.kept.per === 'days' ? 'fields.archiveCostDays' : 'fields.archiveCostHours', {
        ...values,
        kept: size(cost.kept.size),
        count: cost.kept.count,
      })
    : t('fields.archiveCost', values);
  return (
    <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
      {text}
    </Typography.Text>
  );
}
