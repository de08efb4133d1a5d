import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { BodyOf, WebauthnOptions } from '@contract/index';

/**
 * The browser's passkey ceremonies. @simplewebauthn/browser is loaded on first use only, so the
 * sign-in page and the shell do not carry it.
 */
export async function createPasskey(options: WebauthnOptions): Promise<BodyOf<'registerPasskey'>['credential']> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const credential = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return credential as BodyOf<'registerPasskey'>['credential'];
}

export async function getPasskeyAssertion(
  options: WebauthnOptions,
): Promise<BodyOf<'signInWithPasskey'>['credential']> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const credential = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return credential as BodyOf<'signInWithPasskey'>['credential'];
}

/** The browser refused or the user cancelled (NotAllowedError, AbortError): not an error of the server. */
export function passkeyCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}
