import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { ApiError } from '@/shared/http/api-error';
import { useNow } from '@/shared/hooks/use-now';
import { email, matches, Notice, PlainButton, required, TextField, usePlainForm } from '@/shared/plain-ui';
import { pathTo } from '@/shared/routing';
import { FormError } from '@/shared/ui/form-error';
import { usePlainPasswordRule, usePlainServerFieldError } from '@/shared/ui/password-field';
import { authApi } from '../api';
import { AuthIntro, AuthLayout } from '../components/auth-layout';
import { retryAfterSeconds, secondsLeft } from '../logic/countdown';

const FALLBACK_RETRY_SECONDS = 60;
/** The fields of the reset form a refusal may name under the field itself. */
const MARKED_FIELDS = ['password'] as const;

type ResetValues = { code: string; password: string };

/** docs/console.md#states-and-transitions: send a code to the e-mail (resend waits for Retry-After), then set a new password with it. */
export function RecoverPasswordPage() {
  const { t } = useTranslation(['auth', 'titles']);
  const navigate = useNavigate();
  const [address, setAddress] = useState<string | null>(null);
  const [retryUntil, setRetryUntil] = useState(0);
  const now = useNow(retryUntil > Date.now());
  const wait = secondsLeft(retryUntil, now);

  const send = useMutation<Awaited<ReturnType<typeof authApi.sendPasswordReset>>, ApiError, string>({
    mutationFn: (to) => authApi.sendPasswordReset(to),
    onSuccess: ({ headers }, to) => {
      setAddress(to);
      setRetryUntil(Date.now() + retryAfterSeconds(headers['retry-after'], FALLBACK_RETRY_SECONDS) * 1000);
    },
    onError: (error) => {
      if (error.retryAfter !== undefined) setRetryUntil(Date.now() + error.retryAfter * 1000);
    },
    meta: { handlesErrors: true },
  });
  const reset = useMutation<unknown, ApiError, ResetValues>({
    mutationFn: ({ code, password }) => authApi.resetPassword({ email: address ?? '', code: code.trim(), password }),
    onSuccess: () => navigate(`${pathTo('auth')}?recover=1`, { replace: true }),
    meta: { handlesErrors: true },
  });
  const sendForm = usePlainForm<{ email: string }>({
    initialValues: { email: '' },
    rules: { email: [required(t('recover.emailRequired')), email(t('recover.emailRequired'))] },
    onSubmit: (values) => send.mutate(values.email.trim()),
  });
  const passwordRule = usePlainPasswordRule<ResetValues>();
  const resetForm = usePlainForm<ResetValues>({
    initialValues: { code: '', password: '' },
    rules: {
      code: [required(t('recover.codeRequired')), matches(/^\s*\d{6,10}\s*$/, t('recover.codeRequired'))],
      password: [required(t('recover.passwordRequired')), passwordRule],
    },
    onSubmit: (values) => reset.mutate(values),
  });
  usePlainServerFieldError(resetForm.setError, reset.error, MARKED_FIELDS);

  const sendError =
    send.error?.code === 'NotFound' ? t('recover.unknownEmail', { email: send.variables ?? '' }) : undefined;

  return (
    <AuthLayout title={t('titles:recoverPassword')}>
      <AuthIntro>{t('recover.intro')}</AuthIntro>
      {address && !send.isError && (
        <Notice type="success" style={{ marginBottom: 16 }} title={t('recover.codeSent', { email: address })} />
      )}
      <FormError error={send.error} message={sendError} />
      <form noValidate onSubmit={sendForm.submit}>
        <TextField
          label={t('recover.email')}
          binding={sendForm.field('email')}
          type="email"
          autoComplete="email"
          autoFocus
        />
        <PlainButton
          htmlType="submit"
          block
          disabled={wait > 0}
          loading={send.isPending}
          kind={address ? 'default' : 'primary'}
        >
          {wait > 0 ? t('recover.resendIn', { seconds: wait }) : t('recover.sendCode')}
        </PlainButton>
      </form>
      {address && (
        <form noValidate onSubmit={resetForm.submit} style={{ marginTop: 24 }}>
          <FormError error={reset.error} />
          <TextField
            label={t('recover.code')}
            binding={resetForm.field('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <TextField
            label={t('recover.newPassword')}
            binding={resetForm.field('password')}
            help={t('passwordHint')}
            secret
            autoComplete="new-password"
          />
          <PlainButton kind="primary" htmlType="submit" block loading={reset.isPending}>
            {t('recover.submit')}
          </PlainButton>
        </form>
      )}
      <div className="vigil-auth__links">
        <Link to={pathTo('auth')}>{t('recover.back')}</Link>
      </div>
    </AuthLayout>
  );
}
