import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/shared/http/api-error';
import { reasonParts } from '@/shared/logic/reason-text';
import { Notice } from '@/shared/plain-ui';
import { ReasonText } from './reason-text';

/**
 * A failed form submission, in the catalogue's words, with the server's reason when it gave one; the
 * typed values stay in the form. Drawn without antd: the sign-in pages show it too.
 */
export function FormError({ error, message }: { error: ApiError | null; message?: string }) {
  const { t } = useTranslation('errors');
  if (!error && !message) return null;
  return (
    <Notice
      type="error"
      style={{ marginBottom: 16 }}
      title={message ?? t(error?.code ?? 'Unknown')}
      description={error?.reason ? <ReasonText parts={reasonParts(error.reason, error.message)} /> : undefined}
    />
  );
}
