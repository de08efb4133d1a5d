import { SafetyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/page-frame';
import { useSessionStore } from '@/shared/session/session-store';
import { QueryState } from '@/shared/ui/query-state';
import { PasskeysCard } from '../components/passkeys-card';
import { TotpEnrolModal } from '../components/totp-enrol-modal';
import { TotpRemoveModal } from '../components/totp-remove-modal';
import { FEW_RECOVERY_CODES } from '../logic/recovery-codes';
import { useTwoFactor } from '../use-two-factor';

/**
 * My profile's Security tab (docs/people.md#second-factor): whether an authenticator app is set up,
 * the recovery codes left, set one up or remove it; and the passkeys. A user the policy asks for a second factor is
 * held here (the router sends every other page back) until they have one.
 */
export function ProfileSecurityPage() {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const twoFactor = useTwoFactor();
  // A passkey is a second factor too: the server's flag on the user says whether they have any.
  const hasFactor = useSessionStore((s) => s.user?.secondFactor ?? false);
  const [dialog, setDialog] = useState<'enrol' | 'remove' | null>(null);
  return (
    <PageFrame>
      <QueryState query={twoFactor.status} label={t('security.title')} failed={t('security.loadFailed')} rows={3}>
        {(status) => (
          <Card title={t('security.title')} style={{ maxWidth: 720 }}>
            <Space orientation="vertical" size={12} style={{ width: '100%' }}>
              {status.required && !status.totp && !hasFactor && (
                <Alert type="warning" showIcon title={t('security.required')} />
              )}
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {t('security.intro')}
              </Typography.Paragraph>
              <div>
                <Tag color={status.totp ? 'green' : 'default'}>{t(status.totp ? 'security.on' : 'security.off')}</Tag>
                {status.totp && (
                  <Typography.Text>{t('security.codesLeft', { count: status.recoveryCodesLeft })}</Typography.Text>
                )}
              </div>
              {status.totp && status.recoveryCodesLeft <= FEW_RECOVERY_CODES && (
                <Alert type="info" showIcon title={t('security.fewCodes')} />
              )}
              <div>
                {status.totp ? (
                  <Button danger onClick={() => setDialog('remove')}>
                    {t('security.remove')}
                  </Button>
                ) : (
                  <Button type="primary" icon={<SafetyOutlined aria-hidden />} onClick={() => setDialog('enrol')}>
                    {t('security.enrol')}
                  </Button>
                )}
              </div>
            </Space>
          </Card>
        )}
      </QueryState>
      <PasskeysCard refreshUser={twoFactor.refresh} />
      <TotpEnrolModal open={dialog === 'enrol'} onClose={() => setDialog(null)} twoFactor={twoFactor} />
      <TotpRemoveModal
        open={dialog === 'remove'}
        onClose={() => setDialog(null)}
        onRemoved={() => {
          setDialog(null);
          void message.success(t('security.removed'));
        }}
        twoFactor={twoFactor}
      />
    </PageFrame>
  );
}
