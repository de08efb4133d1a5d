import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ApiError } from '@/shared/http/api-error';
import { Notice, PlainButton, required, TextField, usePlainForm } from '@/shared/plain-ui';
import { pathTo } from '@/shared/routing';
import { useSessionStore } from '@/shared/session/session-store';
import { FormError } from '@/shared/ui/form-error';
import { authApi } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { useFinishSignIn } from '../use-finish-sign-in';

type Values = { login: string; password: string };

export function SignInPage() {
  const { t } = useTranslation(['auth', 'titles']);
  const settings = useSessionStore((s) => s.settings);
  const [search] = useSearchParams();
  const finish = useFinishSignIn();
  const signIn = useMutation<Awaited<ReturnType<typeof authApi.signIn>>, ApiError, Values>({
    mutationFn: ({ login, password }) => authApi.signIn(login, password),
    onSuccess: (reply) => finish('mustChangePassword' in reply && reply.mustChangePassword),
    meta: { handlesErrors: true },
  });
  const form = usePlainForm<Values>({
    initialValues: { login: settings?.kioskPrefillUser ?? '', password: settings?.kioskPrefillPassword ?? '' },
    rules: {
      login: [required(t('signIn.loginRequired'), { whitespace: true })],
      password: [required(t('signIn.passwordRequired'))],
    },
    onSubmit: (values) => signIn.mutate(values),
  });

  return (
    <AuthLayout title={t('titles:auth')}>
      {search.has('recover') && !signIn.isError && (
        <Notice type="success" style={{ marginBottom: 16 }} title={t('recover.changed')} />
      )}
      <FormError error={signIn.error} />
      <form noValidate onSubmit={form.submit}>
        <TextField label={t('signIn.login')} binding={form.field('login')} autoComplete="username" autoFocus />
        <TextField
          label={t('signIn.password')}
          binding={form.field('password')}
          secret
          autoComplete="current-password"
        />
        <PlainButton kind="primary" htmlType="submit" block loading={signIn.isPending}>
          {t('signIn.submit')}
        </PlainButton>
      </form>
      {(settings?.passwordResetAllowed ?? true) && (
        <div className="vigil-auth__links">
          <Link to={pathTo('recover-password')}>{t('signIn.forgot')}</Link>
        </div>
      )}
    </AuthLayout>
  );
}
