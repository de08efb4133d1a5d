import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { ApiError } from '@/shared/http/api-error';
import { useNow } from '@/shared/hooks/use-now';
import { pathTo } from '@/shared/routing';
import { authApi } from '../api';
import { FormError } from '@/shared/ui/form-error';
import { usePasswordRule, useServerFieldError } from '@/shared/ui/password-field';
import { AuthLayout } from '../components/auth-layout';
import { retryAfterSeconds, secondsLeft } from '../logic/countdown';

const FALLBACK_RETRY_SECONDS = 60;
/** The fields of the reset form a refusal may name under the field itself. */
const MARKED_FIELDS = ['password'] as const;

interface ResetValues {
  code: string;
  password: string;
}

/** SPEC §4: send a code to the e-mail (resend waits for Retry-After), then set a new password with it. */
export function RecoverPasswordPage() {
  const { t } = useTranslation(['auth', 'titles']);
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | null>(null);
  const [retryUntil, setRetryUntil] = useState(0);
  const now = useNow(retryUntil > Date.now());
  const wait = secondsLeft(retryUntil, now);

  const send = useMutation<Awaited<ReturnType<typeof authApi.sendPasswordReset>>, ApiError, string>({
    mutationFn: (address) => authApi.sendPasswordReset(address),
    onSuccess: ({ headers }, address) => {
      setEmail(address);
      setRetryUntil(Date.now() + retryAfterSeconds(headers['retry-after'], FALLBACK_RETRY_SECONDS) * 1000);
    },
    onError: (error) => {
      if (error.retryAfter !== undefined) setRetryUntil(Date.now() + error.retryAfter * 1000);
    },
    meta: { handlesErrors: true },
  });
  const reset = useMutation<unknown, ApiError, ResetValues>({
    mutationFn: ({ code, password }) => authApi.resetPassword({ email: email ?? '', code: code.trim(), password }),
    onSuccess: () => navigate(`${pathTo('auth')}?recover=1`, { replace: true }),
    meta: { handlesErrors: true },
  });
  const [resetForm] = Form.useForm<ResetValues>();
  const passwordRule = usePasswordRule();
  useServerFieldError(resetForm, reset.error, MARKED_FIELDS);

  const sendError =
    send.error?.code === 'NotFound' ? t('recover.unknownEmail', { email: send.variables ?? '' }) : undefined;

  return (
    <AuthLayout title={t('titles:recoverPassword')}>
      <Typography.Paragraph type="secondary">{t('recover.intro')}</Typography.Paragraph>
      {email && !send.isError && (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginBottom: 16 }}
          title={t('recover.codeSent', { email })}
        />
      )}
      <FormError error={send.error} message={sendError} />
      <Form<{ email: string }> layout="vertical" requiredMark={false} onFinish={(v) => send.mutate(v.email.trim())}>
        <Form.Item
          name="email"
          label={t('recover.email')}
          rules={[{ required: true, type: 'email', message: t('recover.emailRequired') }]}
        >
          <Input autoComplete="email" autoFocus />
        </Form.Item>
        <Button
          htmlType="submit"
          block
          disabled={wait > 0}
          loading={send.isPending}
          type={email ? 'default' : 'primary'}
        >
          {wait > 0 ? t('recover.resendIn', { seconds: wait }) : t('recover.sendCode')}
        </Button>
      </Form>
      {email && (
        <Form<ResetValues>
          form={resetForm}
          layout="vertical"
          requiredMark={false}
          style={{ marginTop: 24 }}
          onFinish={(values) => reset.mutate(values)}
        >
          <FormError error={reset.error} />
          <Form.Item
            name="code"
            label={t('recover.code')}
            rules={[{ required: true, pattern: /^\s*\d{6,10}\s*$/, message: t('recover.codeRequired') }]}
          >
            <Input inputMode="numeric" autoComplete="one-time-code" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('recover.newPassword')}
            extra={t('passwordHint')}
            rules={[{ required: true, message: t('recover.passwordRequired') }, passwordRule]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={reset.isPending}>
            {t('recover.submit')}
          </Button>
        </Form>
      )}
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to={pathTo('auth')}>{t('recover.back')}</Link>
      </div>
    </AuthLayout>
  );
}
