import { useTranslation } from 'react-i18next';
import { destinationStore } from '@/shared/routing';
import { ssoStartUrl } from '../logic/sso';

/**
 * The single sign-on button (docs/people.md#single-sign-on): a plain link to the server, which sends
 * the browser to the provider; no antd, the sign-in page stays small.
 */
export function SsoSignIn({ label }: { label: string }) {
  const { t } = useTranslation('auth');
  return (
    <div className="vigil-auth__sso">
      <div className="vigil-auth__or">{t('signIn.or')}</div>
      <a className="vigil-button vigil-button--default vigil-button--block" href={ssoStartUrl(destinationStore.read())}>
        {label ? t('signIn.ssoWith', { label }) : t('signIn.sso')}
      </a>
    </div>
  );
}
