import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogLevel } from '../hooks/use-log-level';
import { LevelSelect } from './level-select';

/** The level the server logs at, changed at run time. */
export function LogLevelControl() {
  const { t } = useTranslation('admin-debug');
  const { level, loading, change } = useLogLevel();
  return (
    <Card size="small" title={t('runtime.title')}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('runtime.hint')}
      </Typography.Paragraph>
      <LevelSelect
        label={t('runtime.label')}
        value={level}
        loading={loading || change.isPending}
        disabled={loading || change.isPending}
        onChange={(next) => next && change.mutate(next)}
      />
      {change.isSuccess && (
        <Typography.Paragraph role="status" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('runtime.changed', { level: t(`levelNames.${change.data.level}`) })}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
