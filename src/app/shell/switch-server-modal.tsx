import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

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

export function SwitchServerModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const [form] = Form.useForm<{ address: string }>();
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
      <Form
        form={form}
        layout="vertical"
        onFinish={({ address }) => {
          const target = consoleUrlOf(address);
          if (target) window.location.assign(target);
        }}
      >
        <Form.Item
          name="address"
          label={t('switchServer.address')}
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
