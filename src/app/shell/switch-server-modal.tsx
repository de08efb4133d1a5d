import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/shared/session/session-store';
import { SwitchNodeList } from './switch-node-list';
import { openConsole } from './open-console';

/** Only http(s) addresses; the console of the other server opens under its /ui/. */
export function consoleUrlOf(address: string): string | null {
  try {
    const url = new URL(address.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}/ui/`;
  } catch {
    return null;
  }
}

/**
 * Switch server (the user menu): with the server switcher on, the cluster's nodes to choose from;
 * below them, any other server by its address.
 */
export function SwitchServerModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const [form] = Form.useForm<{ address: string }>();
  const clustered = useSessionStore((s) => s.settings?.features.serverSwitcher === true);
  return (
    <Modal
      open={open}
      title={t('switchServer.title')}
      okText={t('switchServer.go')}
      cancelText={t('switchServer.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {clustered && <SwitchNodeList />}
      <Form
        form={form}
        layout="vertical"
        onFinish={({ address }) => {
          const target = consoleUrlOf(address);
          if (target) openConsole(target);
        }}
      >
        <Form.Item
          name="address"
          label={t(clustered ? 'switchServer.other' : 'switchServer.address')}
          rules={[
            {
              validator: (_, v: string) =>
                consoleUrlOf(v ?? '') ? Promise.resolve() : Promise.reject(new Error(t('switchServer.invalid'))),
            },
          ]}
        >
          <Input placeholder={t('switchServer.placeholder')} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
