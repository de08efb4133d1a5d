import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Bookmark } from '@contract/index';
import { formatMoment } from '@/shared/logic/date-format';

/** When a bookmark is: its moment, or its start – end. */
export function BookmarkTime({ bookmark }: { bookmark: Pick<Bookmark, 'startTime' | 'endTime'> }) {
  const { t, i18n } = useTranslation('bookmarks');
  const start = formatMoment(Date.parse(bookmark.startTime), i18n.language);
  if (bookmark.endTime === null) {
    return (
      <span>
        {start} <Typography.Text type="secondary">({t('moment')})</Typography.Text>
      </span>
    );
  }
  return (
    <span>
      {start} – {formatMoment(Date.parse(bookmark.endTime), i18n.language)}
    </span>
  );
}

/** The evidence hold, as a tag. */
export function HoldTag() {
  const { t } = useTranslation('bookmarks');
  return (
    <Tag color="cyan" title={t('holdHint')}>
      {t('hold')}
    </Tag>
  );
}
