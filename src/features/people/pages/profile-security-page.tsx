import { SafetyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { destinationPath, destinationStore, pathTo } from '@/shared/routing';
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
 * the recovery codes left, set one up or remove it; and the passkeys. A user the policy asks for a
 * second factor is held here (the router sends every other page back) until they have one, then goes
 * on to the page they were going to, or all streams.
 */
export function ProfileSecurityPage() {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const twoFactor = useTwoFactor();
  // A passkey is a second factor too: the server's flag on the user says whether they have any.
  const hasFactor = useSessionStore((s) => s.user?.secondFactor ?? false);
  const [dialog, setDialog] = useState<'enrol' | 'remove' | null>(null);
  const navigate = useNavigate();
  // Whether the policy held the user here when the enrolment began.
  const held = useRef(false);
  const startEnrolment = () => {
    held.current = (twoFactor.status.data?.required ?? false) && !twoFactor.status.data?.totp;
    setDialog('enrol');
  };
  const goOn = () => {
    if (!held.current) return;
    held.current = false;
    const next = destinationPath(destinationStore.read()) ?? pathTo('streams');
    destinationStore.clear();
    navigate(next, { replace: true });
  };
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
                  <Button type="primary" icon={<SafetyOutlined aria-hidden />} onClick={startEnrolment}>
                    {t('security.enrol')}
                  </Button>
                )}
              </div>
            </Space>
          </Card>
        )}
      </QueryState>
      <PasskeysCard refreshUser={twoFactor.refresh} />
      <TotpEnrolModal
        open={dialog === 'enrol'}
        onClose={() => setDialog(null)}
        onEnrolled={goOn}
        twoFactor={twoFactor}
      />
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
