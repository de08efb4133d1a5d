import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BookmarkHoldUsage } from '@contract/index';
import { formatNumber } from '@/shared/format/number';
import { asLanguage } from '@/shared/i18n';
import { heldHoursDigits } from '../logic/hold-usage';

/** How much of their cap of held hours the user has used ("12.5 of 72 h held"); administrators have no cap. */
export function HoldUsage({ usage }: { usage: BookmarkHoldUsage | undefined }) {
  const { t, i18n } = useTranslation('bookmarks');
  if (!usage) return null;
  const language = asLanguage(i18n.language) ?? 'en';
  const held = formatNumber(usage.heldHours, language, heldHoursDigits(usage.heldHours));
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
      {usage.maxHours === null
        ? t('holdUsage.uncapped', { held })
        : t('holdUsage.capped', { held, max: formatNumber(usage.maxHours, language) })}
    </Typography.Paragraph>
  );
}
