import { CopyOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { PACKAGE_NS } from '../package-texts';

/** A new clip link's address, shown this once, with a copy button; closing forgets it. */
export function LinkUrlDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  const { t } = useTranslation(PACKAGE_NS);
  const { message } = App.useApp();
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      void message.success(t('links.copied'));
    } catch {
      void message.error(t('links.copyFailed'));
    }
  };
  return (
    <Modal
      open={url !== null}
      title={t('links.urlTitle')}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('links.done')}
        </Button>
      }
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Alert type="warning" showIcon icon={<WarningOutlined aria-hidden />} title={t('links.urlWarning')} />
        <Space.Compact style={{ width: '100%' }}>
          <Input readOnly value={url ?? ''} aria-label={t('links.url')} style={{ fontFamily: 'monospace' }} />
          <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
            {t('links.copy')}
          </Button>
        </Space.Compact>
      </Space>
    </Modal>
  );
}
