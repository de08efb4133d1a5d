import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SignedIn } from '@contract/index';
import { ApiError } from '@/shared/http/api-error';
import { getPasskeyAssertion, passkeyCancelled } from '@/shared/passkeys/webauthn-browser';
import { Notice, PlainButton } from '@/shared/plain-ui';
import { FormError } from '@/shared/ui/form-error';
import { authApi } from '../api';

/**
 * "Sign in with a passkey" (docs/people.md#passkeys): alone, or with the password step's ticket as
 * its second step. The browser's passkey library is loaded on the click.
 */
export function PasskeyButton({
  ticket,
  onSignedIn,
  primary = false,
}: {
  ticket?: string;
  onSignedIn: (reply: SignedIn) => void;
  primary?: boolean;
}) {
  const { t } = useTranslation('auth');
  const send = useMutation<SignedIn, unknown>({
    mutationFn: async () => {
      const credential = await getPasskeyAssertion(await authApi.passkeySignInOptions(ticket));
      return ticket ? authApi.signInSecondFactor({ ticket, credential }) : authApi.signInWithPasskey({ credential });
    },
    onSuccess: onSignedIn,
    meta: { handlesErrors: true },
  });
  const error = send.error;
  return (
    <div className="vigil-auth__passkey">
      {error instanceof ApiError ? (
        <FormError error={error} />
      ) : error ? (
        <Notice
          type="error"
          style={{ marginBottom: 16 }}
          title={t(passkeyCancelled(error) ? 'passkey.cancelled' : 'passkey.unsupported')}
        />
      ) : null}
      <PlainButton kind={primary ? 'primary' : 'default'} block loading={send.isPending} onClick={() => send.mutate()}>
        {t('passkey.signIn')}
      </PlainButton>
    </div>
  );
}
