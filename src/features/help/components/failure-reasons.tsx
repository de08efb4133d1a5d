import { Collapse, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureGroup, meaningKey, STREAM_FAILURE_REASONS } from '../logic/failure-reasons';
import { HELP_NS } from '../texts';
import { HelpSection } from './help-section';

const GROUPS = ['refused', 'unreadable'] as const;

/** One entry per stream failure reason word of the contract: what it means (the header) and what to do. */
export function FailureReasons() {
  const { t } = useTranslation(HELP_NS);
  return (
    <HelpSection id="help-failures" title={t('failures.title')}>
      <Typography.Paragraph>{t('failures.intro')}</Typography.Paragraph>
      {GROUPS.map((group) => (
        <div key={group}>
          <Typography.Title level={5}>{t(`failures.groups.${group}`)}</Typography.Title>
          <Collapse
            size="small"
            style={{ marginBottom: 16 }}
            items={STREAM_FAILURE_REASONS.filter((r) => failureGroup(r) === group).map((reason) => ({
              key: reason,
              label: t(meaningKey(reason)),
              children: (
                <>
                  <Typography.Paragraph style={{ marginBottom: 4 }}>
                    <Typography.Text strong>{t('failures.todo')}: </Typography.Text>
                    {t(`failures.reasons.${reason}`)}
                  </Typography.Paragraph>
                  <Typography.Text type="secondary" code>
                    {reason}
                  </Typography.Text>
                </>
              ),
            }))}
          />
        </div>
      ))}
    </HelpSection>
  );
}
