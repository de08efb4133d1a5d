import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/shared/http/api-error';
import { email, matches, PlainButton, required, sameAs, TextField, usePlainForm } from '@/shared/plain-ui';
import { FormError } from '@/shared/ui/form-error';
import { usePlainPasswordRule, usePlainServerFieldError } from '@/shared/ui/password-field';
import { authApi } from '../api';
import { AuthIntro, AuthLayout } from '../components/auth-layout';
import { useFinishSignIn } from '../use-finish-sign-in';

/** The fields a refusal may name under the field itself. */
const MARKED_FIELDS = ['password'] as const;

type Values = { login: string; email: string; password: string; confirm: string };

/** Server initialization: create the first administrator, who is then signed in. */
export function InitPage() {
  const { t } = useTranslation(['auth', 'titles']);
  const finish = useFinishSignIn();
  const passwordRule = usePlainPasswordRule<Values>('login');
  const unlock = useMutation<unknown, ApiError, Values>({
    mutationFn: ({ login, email: address, password }) => authApi.unlock({ login, email: address, password }),
    onSuccess: () => finish(false),
    meta: { handlesErrors: true },
  });
  const form = usePlainForm<Values>({
    initialValues: { login: '', email: '', password: '', confirm: '' },
    rules: {
      login: [required(t('init.loginRequired')), matches(/^[A-Za-z0-9._@-]{1,64}$/, t('init.loginRequired'))],
      email: [required(t('init.emailRequired')), email(t('init.emailRequired'))],
      password: [required(t('init.passwordRequired')), passwordRule],
      confirm: [required(t('init.passwordRequired')), sameAs('password', t('init.mismatch'))],
    },
    dependencies: { password: ['login'], confirm: ['password'] },
    onSubmit: (values) => unlock.mutate(values),
  });
  usePlainServerFieldError(form.setError, unlock.error, MARKED_FIELDS);
  return (
    <AuthLayout title={t('titles:init')}>
      <AuthIntro>{t('init.intro')}</AuthIntro>
      <FormError error={unlock.error} />
      <form noValidate onSubmit={form.submit}>
        <TextField label={t('init.login')} binding={form.field('login')} autoComplete="username" autoFocus />
        <TextField label={t('init.email')} binding={form.field('email')} type="email" autoComplete="email" />
        <TextField
          label={t('init.password')}
          binding={form.field('password')}
          help={t('passwordHint')}
          secret
          autoComplete="new-password"
        />
        <TextField label={t('init.confirm')} binding={form.field('confirm')} secret autoComplete="new-password" />
        <PlainButton kind="primary" htmlType="submit" block loading={unlock.isPending}>
          {t('init.submit')}
        </PlainButton>
      </form>
    </AuthLayout>
  );
}
