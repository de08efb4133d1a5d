import { CopyOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CreatedToken } from '@contract/index';

/**
 * A new token's secret, shown this once: a copy button, how to send it, and a warning that it will
 * not be shown again. Closing forgets it.
 */
export function TokenSecretDialog({ token, onClose }: { token: CreatedToken | null; onClose: () => void }) {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const copy = async () => {
    if (!token) return;
    try {
      await navigator.clipboard.writeText(token.secret);
      void message.success(t('tokens.copied'));
    } catch {
      void message.error(t('tokens.copyFailed'));
    }
  };
  return (
    <Modal
      open={token !== null}
      title={t('tokens.secretTitle', { name: token?.name ?? '' })}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('tokens.secretDone')}
        </Button>
      }
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Alert type="warning" showIcon icon={<WarningOutlined aria-hidden />} title={t('tokens.secretWarning')} />
        <Space.Compact style={{ width: '100%' }}>
          <Input
            readOnly
            value={token?.secret ?? ''}
            aria-label={t('tokens.secret')}
            style={{ fontFamily: 'monospace' }}
          />
          <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
            {t('tokens.copy')}
          </Button>
        </Space.Compact>
        <Typography.Text type="secondary">
          {t('tokens.secretUse')} <Typography.Text code>Authorization: Bearer …</Typography.Text>
        </Typography.Text>
      </Space>
    </Modal>
  );
}
