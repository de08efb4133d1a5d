import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/shared/http/api-error';
import { FormError } from '@/shared/ui/form-error';
import { usePasswordRule, useServerFieldError } from '@/shared/ui/password-field';
import { authApi } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { useFinishSignIn } from '../use-finish-sign-in';

/** The fields a refusal may name under the field itself. */
const MARKED_FIELDS = ['password'] as const;

interface Values {
  login: string;
  email: string;
  password: string;
  confirm: string;
}

/** Server initialization: create the first administrator, who is then signed in. */
export function InitPage() {
  const { t } = useTranslation(['auth', 'titles']);
  const finish = useFinishSignIn();
  const [form] = Form.useForm<Values>();
  const passwordRule = usePasswordRule('login');
  const unlock = useMutation<unknown, ApiError, Values>({
    mutationFn: ({ login, email, password }) => authApi.unlock({ login, email, password }),
    onSuccess: () => finish(false),
    meta: { handlesErrors: true },
  });
  useServerFieldError(form, unlock.error, MARKED_FIELDS);
  return (
    <AuthLayout title={t('titles:init')}>
      <Typography.Paragraph type="secondary">{t('init.intro')}</Typography.Paragraph>
      <FormError error={unlock.error} />
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={(values) => unlock.mutate(values)}>
        <Form.Item
          name="login"
          label={t('init.login')}
          rules={[{ required: true, pattern: /^[A-Za-z0-9._@-]{1,64}$/, message: t('init.loginRequired') }]}
        >
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('init.email')}
          rules={[{ required: true, type: 'email', message: t('init.emailRequired') }]}
        >
          <Input autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('init.password')}
          extra={t('passwordHint')}
          dependencies={['login']}
          rules={[{ required: true, message: t('init.passwordRequired') }, passwordRule]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('init.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('init.passwordRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('init.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={unlock.isPending}>
          {t('init.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
