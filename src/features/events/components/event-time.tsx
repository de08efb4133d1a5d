import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StreamEvent } from '@contract/index';
import { formatMoment } from '@/shared/logic/date-format';

/** When an event was: its start, and how long it lasted. */
export function EventTime({ event }: { event: Pick<StreamEvent, 'startTime' | 'endTime'> }) {
  const { t, i18n } = useTranslation('events');
  const start = Date.parse(event.startTime);
  const seconds = Math.max(1, Math.round((Date.parse(event.endTime) - start) / 1000));
  return (
    <span>
      {formatMoment(start, i18n.language)}{' '}
      <Typography.Text type="secondary">({t('duration', { count: seconds })})</Typography.Text>
    </span>
  );
}
