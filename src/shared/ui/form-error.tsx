import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/shared/http/api-error';

/** The server's reason in the user's language; for an unreadable source, also the server's own line (ffmpeg's words). */
function ReasonText({ error }: { error: ApiError }) {
  const { t } = useTranslation('reasons');
  if (!error.reason) return null;
  if (error.reason !== 'probeUnreadable') return <>{t(error.reason)}</>;
  return (
    <>
      {t(error.reason)}{' '}
      <Typography.Text type="secondary">{error.message.replace(/^Cannot read the source:\s*/, '')}</Typography.Text>
    </>
  );
}

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
      description={error?.reason ? <ReasonText error={error} /> : undefined}
    />
  );
}
