import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { SignedIn } from '@contract/index';
import type { ApiError } from '@/shared/http/api-error';
import { Notice, PlainButton, required, TextField, usePlainForm } from '@/shared/plain-ui';
import { pathTo } from '@/shared/routing';
import { useSessionStore } from '@/shared/session/session-store';
import { FormError } from '@/shared/ui/form-error';
import { authApi } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { PasskeyButton } from '../components/passkey-button';
import { SecondFactorStep } from '../components/second-factor-step';
import { SsoSignIn } from '../components/sso-sign-in';
import { ssoRefusal } from '../logic/sso';
import { useFinishSignIn } from '../use-finish-sign-in';

type Values = { login: string; password: string };

/** docs/console.md#states-and-transitions: the password, then (with a second factor) the code. */
export function SignInPage() {
  const { t } = useTranslation(['auth', 'titles', 'reasons']);
  const settings = useSessionStore((s) => s.settings);
  const [search] = useSearchParams();
  const finish = useFinishSignIn();
  const ssoRefused = ssoRefusal(search);
  /** The password step's ticket while the second step is asked for. */
  const [ticket, setTicket] = useState<{ ticket: string; methods: string[] } | null>(null);
  const done = (reply: SignedIn) => finish(reply.mustChangePassword, reply.enrolmentRequired ?? false);
  const signIn = useMutation<Awaited<ReturnType<typeof authApi.signIn>>, ApiError, Values>({
    mutationFn: ({ login, password }) => authApi.signIn(login, password),
    onSuccess: (reply) => {
      if ('secondFactorRequired' in reply) setTicket({ ticket: reply.ticket, methods: reply.methods });
      else void done(reply);
    },
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

  if (ticket) {
    return (
      <AuthLayout title={t('titles:auth')}>
        <SecondFactorStep
          ticket={ticket.ticket}
          methods={ticket.methods}
          onSignedIn={(reply) => void done(reply)}
          onBack={() => {
            signIn.reset();
            setTicket(null);
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('titles:auth')}>
      {search.has('recover') && !signIn.isError && (
        <Notice type="success" style={{ marginBottom: 16 }} title={t('recover.changed')} />
      )}
      {ssoRefused && !signIn.isError && (
        <Notice
          type="error"
          style={{ marginBottom: 16 }}
          title={t('signIn.ssoRefused')}
          description={t(`reasons:${ssoRefused}`)}
        />
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
      {settings?.signInMethods.includes('oidc') && <SsoSignIn label={settings.ssoLabel} />}
      <div className="vigil-auth__or">{t('passkey.or')}</div>
      <PasskeyButton onSignedIn={(reply) => void done(reply)} />
      {(settings?.passwordResetAllowed ?? true) && (
        <div className="vigil-auth__links">
          <Link to={pathTo('recover-password')}>{t('signIn.forgot')}</Link>
        </div>
      )}
    </AuthLayout>
  );
}
