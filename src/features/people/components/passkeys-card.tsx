import { KeyOutlined } from '@ant-design/icons';
import { App, Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Passkey } from '@contract/index';
import { usePasskeys } from '../use-passkeys';
import { PasskeyNameModal } from './passkey-name-modal';
import { PasskeysTable } from './passkeys-table';

/**
 * The Security tab's passkeys (docs/people.md#passkeys): a passkey signs in alone, and answers the
 * second step after a password.
 */
export function PasskeysCard({ refreshUser }: { refreshUser: () => Promise<void> }) {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const passkeys = usePasskeys(refreshUser);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const settle = (p: Promise<unknown>) =>
    p.then(
      () => true,
      () => false,
    );
  return (
    <Card title={t('passkeys.title')} style={{ maxWidth: 720, marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('passkeys.intro')}</Typography.Paragraph>
      <PasskeysTable
        passkeys={passkeys.list.data?.items}
        loading={passkeys.list.isLoading}
        error={passkeys.list.error}
        onRetry={() => void passkeys.list.refetch()}
        onRename={(p) => {
          passkeys.rename.reset();
          setRenaming(p);
        }}
        onDelete={(p) => passkeys.remove.mutate(p.id, { onSuccess: () => void message.success(t('passkeys.deleted')) })}
        deleting={passkeys.remove.isPending ? (passkeys.remove.variables ?? null) : null}
        toolbar={[
          <PasskeyNameModal
            key="add"
            formName="passkey-add"
            title={t('passkeys.addTitle')}
            okText={t('passkeys.addOk')}
            trigger={
              <Button type="primary" icon={<KeyOutlined aria-hidden />} onClick={() => passkeys.add.reset()}>
                {t('passkeys.add')}
              </Button>
            }
            error={passkeys.add.error}
            onSubmit={async (name) => {
              const ok = await settle(passkeys.add.mutateAsync(name));
              if (ok) void message.success(t('passkeys.added'));
              return ok;
            }}
          />,
        ]}
      />
      {renaming && (
        <PasskeyNameModal
          formName="passkey-rename"
          title={t('passkeys.renameTitle')}
          okText={t('passkeys.renameOk')}
          initialName={renaming.name}
          open
          onOpenChange={(open) => !open && setRenaming(null)}
          error={passkeys.rename.error}
          onSubmit={async (name) => {
            const ok = await settle(passkeys.rename.mutateAsync({ id: renaming.id, name }));
            if (ok) setRenaming(null);
            return ok;
          }}
        />
      )}
    </Card>
  );
}
