import { FileTextOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Space, Upload } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/shared/http/api-error';

export interface LicenseFormProps {
  /** Resolves true when installed: the text is emptied then. */
  onInstall: (text: string) => Promise<boolean>;
  installing: boolean;
  /** LicenseIncorrect, shown on the field with the server's reason (docs/console.md#error-catalogue). */
  error: ApiError | null;
  pricing: string | null;
}

/** Paste the license text, or open the file into the same field; Install. A refused text stays as it was typed. */
export function LicenseForm({ onInstall, installing, error, pricing }: LicenseFormProps) {
  const { t } = useTranslation(['admin-license', 'errors', 'reasons']);
  const [form] = Form.useForm<{ text: string }>();

  useEffect(() => {
    if (error?.code !== 'LicenseIncorrect') return;
    const reason = error.reason ? ` ${t(error.reason, { ns: 'reasons' })}` : '';
    form.setFields([{ name: 'text', errors: [`${t('errors:LicenseIncorrect')}.${reason}`] }]);
  }, [error, form, t]);

  const open = (file: File) => {
    void file.text().then((text) => form.setFieldsValue({ text }));
    return Upload.LIST_IGNORE;
  };
  const submit = async ({ text }: { text: string }) => {
    if (await onInstall(text.trim())) form.resetFields();
  };

  return (
    <Card title={t('form.title')}>
      <Form form={form} layout="vertical" onFinish={submit} aria-label={t('form.title')}>
        <Form.Item
          name="text"
          label={t('form.label')}
          extra={t('form.help')}
          rules={[{ required: true, whitespace: true, message: t('form.required') }]}
        >
          <Input.TextArea
            rows={8}
            maxLength={65536}
            spellCheck={false}
            style={{ fontFamily: 'monospace' }}
            placeholder={'-----BEGIN VIGIL LICENSE-----\n…\n-----END VIGIL LICENSE-----'}
          />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={installing}>
            {t('form.install')}
          </Button>
          <Upload accept=".lic,.txt,text/plain" showUploadList={false} beforeUpload={open}>
            <Button icon={<FileTextOutlined />}>{t('form.open')}</Button>
          </Upload>
          {pricing && (
            <Button type="link" href={pricing} target="_blank" rel="noopener noreferrer">
              {t('form.get')}
            </Button>
          )}
        </Space>
      </Form>
    </Card>
  );
}
