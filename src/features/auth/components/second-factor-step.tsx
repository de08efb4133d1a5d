import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignedIn } from '@contract/index';
import type { ApiError } from '@/shared/http/api-error';
import { matches, PlainButton, required, TextField, usePlainForm } from '@/shared/plain-ui';
import { FormError } from '@/shared/ui/form-error';
import { usePlainServerFieldError } from '@/shared/ui/password-field';
import { authApi } from '../api';
import { AuthIntro } from './auth-layout';
import { PasskeyButton } from './passkey-button';

type Method = 'totp' | 'recovery';
type Values = { code: string; recoveryCode: string };
const MARKED_FIELDS = ['code', 'recoveryCode'] as const;

/**
 * The second step of sign-in (docs/people.md#second-factor): the app's six digits, or a recovery
 * code. Drawn without antd, like the rest of the sign-in page. A ticket that ran out sends the
 * user back to the password.
 */
export function SecondFactorStep({
  ticket,
  methods = ['totp', 'recovery'],
  onSignedIn,
  onBack,
}: {
  ticket: string;
  /** The ways the server accepts for this ticket: `webauthn` offers the passkey. */
  methods?: string[];
  onSignedIn: (reply: SignedIn) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  const [method, setMethod] = useState<Method>('totp');
  const send = useMutation<SignedIn, ApiError, Values>({
    mutationFn: ({ code, recoveryCode }) =>
      authApi.signInSecondFactor(
        method === 'totp' ? { ticket, code: code.replace(/\s/g, '') } : { ticket, recoveryCode: recoveryCode.trim() },
      ),
    onSuccess: onSignedIn,
    meta: { handlesErrors: true },
  });
  const form = usePlainForm<Values>({
    initialValues: { code: '', recoveryCode: '' },
    // Only the field drawn is checked.
    rules: {
      code: [required(t('secondFactor.codeRequired')), matches(/^\s*(\d\s*){6}$/, t('secondFactor.codeRequired'))],
      recoveryCode: [
        required(t('secondFactor.recoveryRequired')),
        matches(/^\s*[A-Za-z0-9-]{10,20}\s*$/, t('secondFactor.recoveryRequired')),
      ],
    },
    onSubmit: (values) => send.mutate(values),
  });
  usePlainServerFieldError(form.setError, send.error, MARKED_FIELDS);
  const expired = send.error?.reason === 'signInTicketExpired';
  const passkey = methods.includes('webauthn');
  const codes = methods.includes('totp');

  if (passkey && !codes) {
    // Passkeys only: the passkey is the second step.
    return (
      <>
        <AuthIntro>{t('passkey.introSecondStep')}</AuthIntro>
        <PasskeyButton primary ticket={ticket} onSignedIn={onSignedIn} />
        <div className="vigil-auth__links">
          <button type="button" className="vigil-auth__link-button" onClick={onBack}>
            {t('secondFactor.back')}
          </button>
        </div>
      </>
    );
  }

  return (
    <>
      <AuthIntro>{t(method === 'totp' ? 'secondFactor.introTotp' : 'secondFactor.introRecovery')}</AuthIntro>
      <FormError error={send.error && !send.error.field ? send.error : null} />
      {expired ? (
        <PlainButton kind="primary" block onClick={onBack}>
          {t('secondFactor.again')}
        </PlainButton>
      ) : (
        <form noValidate onSubmit={form.submit}>
          {method === 'totp' ? (
            <TextField
              key="code"
              label={t('secondFactor.code')}
              binding={form.field('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              autoFocus
            />
          ) : (
            <TextField
              key="recoveryCode"
              label={t('secondFactor.recoveryCode')}
              binding={form.field('recoveryCode')}
              autoComplete="off"
              spellCheck={false}
              maxLength={24}
              autoFocus
            />
          )}
          <PlainButton kind="primary" htmlType="submit" block loading={send.isPending}>
            {t('secondFactor.submit')}
          </PlainButton>
        </form>
      )}
      {passkey && !expired && (
        <>
          <div className="vigil-auth__or">{t('passkey.or')}</div>
          <PasskeyButton ticket={ticket} onSignedIn={onSignedIn} />
        </>
      )}
      <div className="vigil-auth__links">
        {!expired && (
          <button
            type="button"
            className="vigil-auth__link-button"
            onClick={() => {
              send.reset();
              setMethod(method === 'totp' ? 'recovery' : 'totp');
            }}
          >
            {t(method === 'totp' ? 'secondFactor.useRecovery' : 'secondFactor.useTotp')}
          </button>
        )}
        <button type="button" className="vigil-auth__link-button" onClick={onBack}>
          {t('secondFactor.back')}
        </button>
      </div>
    </>
  );
}
