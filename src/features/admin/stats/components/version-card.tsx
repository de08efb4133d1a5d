import { Alert, Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VersionCheck } from '@contract/index';
import { versionState } from '../logic/version-state';
import { STATS_NS } from '../texts';

/** This server's version and what the provider says of newer ones (or that the check is not configured). */
export function VersionCard({ check, failed }: { check: VersionCheck | undefined; failed: boolean }) {
  const { t } = useTranslation(STATS_NS);
  const title = t('version.title');
  let body;
  if (check) {
    const state = versionState(check);
    body = (
      <>
        <Typography.Paragraph style={{ marginBottom: 8 }}>
          {t('version.current', { version: check.current })}
        </Typography.Paragraph>
        {state === 'update-available' ? (
          <Alert
            type="info"
            showIcon
            title={t('version.update', { version: check.latest })}
            action={
              check.releaseNotesUrl && (
                <a href={check.releaseNotesUrl} target="_blank" rel="noopener noreferrer">
                  {t('version.notes')}
                </a>
              )
            }
          />
        ) : (
          <Typography.Text type={state === 'up-to-date' ? 'success' : 'secondary'}>
            {t(`version.${state}`)}
          </Typography.Text>
        )}
      </>
    );
  } else if (failed) body = <Typography.Text type="secondary">{t('version.failed')}</Typography.Text>;
  else body = <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  return (
    <Card size="small" title={title} role="region" aria-label={title}>
      {body}
    </Card>
  );
}
