import { ProForm } from '@ant-design/pro-components';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Input, InputNumber, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TestEmailReply } from '@contract/index';
import { singleLineRule } from '@/shared/forms/single-line-rule';
import { ApiError } from '@/shared/http/api-error';
import { FormError } from '@/shared/ui/form-error';
import { configApi } from '../api';

/** The result of a test message, in the words of where it went. */
function TestResult({ reply }: { reply: TestEmailReply }) {
  const { t } = useTranslation('admin-config');
  const key = !reply.delivered ? 'mail.failed' : reply.transport === 'outbox' ? 'mail.outbox' : 'mail.delivered';
  return (
    <Alert
      type={reply.delivered ? 'success' : 'error'}
      showIcon
      role="status"
      style={{ marginTop: 12 }}
      title={t(key, { to: reply.to, answer: reply.answer })}
    />
  );
}

/** SMTP settings (the password write-only) and "send a test e-mail to me". */
export function MailSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation(['admin-config', 'reasons']);
  const oneLine = [singleLineRule(t('reasons:controlCharacters'))];
  const test = useMutation({ mutationFn: configApi.sendTestEmail, meta: { handlesErrors: true } });
  return (
    <Card title={t('mail.title')} style={{ marginBottom: 16 }}>
      <ProForm.Item
        name="smtpServerEnabled"
        label={t('mail.enabled')}
        extra={t('mail.enabledHelp')}
        valuePropName="checked"
      >
        <Switch />
      </ProForm.Item>
      <Space wrap align="start" size={16}>
        <ProForm.Item name="smtpServerHost" label={t('mail.host')} rules={oneLine}>
          <Input maxLength={253} placeholder="smtp.example.com" style={{ width: 260, maxWidth: '100%' }} />
        </ProForm.Item>
        <ProForm.Item
          name="smtpServerPort"
          label={t('mail.port')}
          rules={[{ required: true, type: 'integer', min: 1, max: 65535 }]}
        >
          <InputNumber min={1} max={65535} precision={0} />
        </ProForm.Item>
      </Space>
      <ProForm.Item
        name="smtpServerProtected"
        label={t('mail.protected')}
        extra={t('mail.protectedHelp')}
        valuePropName="checked"
      >
        <Switch />
      </ProForm.Item>
      <ProForm.Item name="smtpServerUser" label={t('mail.user')} rules={oneLine}>
        <Input maxLength={254} autoComplete="off" />
      </ProForm.Item>
      <ProForm.Item name="smtpServerPassword" label={t('mail.password')}>
        <Input.Password
          maxLength={1024}
          autoComplete="new-password"
          placeholder={hasPassword ? t('mail.passwordSet') : t('mail.passwordUnset')}
        />
      </ProForm.Item>
      {hasPassword && (
        <ProForm.Item name="smtpServerPasswordClear" valuePropName="checked">
          <Checkbox>{t('mail.passwordClear')}</Checkbox>
        </ProForm.Item>
      )}
      <ProForm.Item name="smtpServerFrom" label={t('mail.from')} rules={oneLine}>
        <Input maxLength={254} placeholder="Vigil <vigil@example.com>" />
      </ProForm.Item>
      <Button onClick={() => test.mutate()} loading={test.isPending}>
        {t('mail.test')}
      </Button>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t('mail.testHelp')}
      </Typography.Paragraph>
      {test.data && <TestResult reply={test.data} />}
      {test.error instanceof ApiError && <FormError error={test.error} />}
    </Card>
  );
}
