import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ApiError } from '@/shared/http/api-error';
import { pathTo } from '@/shared/routing';
import { useSessionStore } from '@/shared/session/session-store';
import { authApi } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { FormError } from '@/shared/ui/form-error';
import { useFinishSignIn } from '../use-finish-sign-in';

interface Values {
  login: string;
  password: string;
}

export function SignInPage() {
  const { t } = useTranslation(['auth', 'titles']);
  const settings = useSessionStore((s) => s.settings);
  const [search] = useSearchParams();
  const finish = useFinishSignIn();
  const signIn = useMutation<Awaited<ReturnType<typeof authApi.signIn>>, ApiError, Values>({
    mutationFn: ({ login, password }) => authApi.signIn(login, password),
    onSuccess: (reply) => finish(reply.mustChangePassword),
    meta: { handlesErrors: true },
  });

  return (
    <AuthLayout title={t('titles:auth')}>
      {search.has('recover') && !signIn.isError && (
        <Alert type="success" showIcon role="status" style={{ marginBottom: 16 }} title={t('recover.changed')} />
      )}
      <FormError error={signIn.error} />
      <Form<Values>
        layout="vertical"
        requiredMark={false}
        initialValues={{ login: settings?.kioskPrefillUser ?? '', password: settings?.kioskPrefillPassword ?? '' }}
        onFinish={(values) => signIn.mutate(values)}
      >
        <Form.Item
          name="login"
          label={t('signIn.login')}
          rules={[{ required: true, whitespace: true, message: t('signIn.loginRequired') }]}
        >
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('signIn.password')}
          rules={[{ required: true, message: t('signIn.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
          {t('signIn.submit')}
        </Button>
      </Form>
      {(settings?.passwordResetAllowed ?? true) && (
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to={pathTo('recover-password')}>{t('signIn.forgot')}</Link>
        </div>
      )}
    </AuthLayout>
  );
}
