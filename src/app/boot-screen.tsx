import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BootResult } from './logic/boot';

/**
 * What the console shows once it has booted. The full shell (routes, header,
 * sign-in and init pages) replaces this with the next issue.
 */
export function BootScreen({ result, onRetry }: { result: BootResult | undefined; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!result) {
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <Spin size="large" tip={t('loading')}>
          <div style={{ width: 120, height: 80 }} />
        </Spin>
      </div>
    );
  }
  switch (result.kind) {
    case 'locked':
      return <Result status="info" title={t('boot.lockedTitle')} subTitle={t('boot.lockedText')} />;
    case 'signed-out':
      return <Result status="403" title={t('boot.signedOutTitle')} subTitle={t('boot.signedOutText')} />;
    case 'signed-in':
      return (
        <Result
          status="success"
          title={t('boot.signedInTitle', { name: result.user.name })}
          subTitle={t('boot.signedInText', { appTitle: result.settings.appTitle, version: result.settings.version })}
        />
      );
    case 'offline':
      return (
        <Result
          status="warning"
          title={t('boot.failedTitle')}
          subTitle={t('boot.failedText')}
          extra={<Button onClick={onRetry}>{t('boot.retry')}</Button>}
        />
      );
  }
}
