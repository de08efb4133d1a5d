import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/shared/http/api-error';
import { reasonParts } from '@/shared/logic/reason-text';
import { ReasonText } from './reason-text';

/** A failed form submission, in the catalogue's words, with the server's reason when it gave one; the typed values stay in the form. */
export function FormError({ error, message }: { error: ApiError | null; message?: string }) {
  const { t } = useTranslation('errors');
  if (!error && !message) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={message ?? t(error?.code ?? 'Unknown')}
      description={error?.reason ? <ReasonText parts={reasonParts(error.reason, error.message)} /> : undefined}
    />
  );
}
