import { useTranslation } from 'react-i18next';
import type { ReasonParts } from '@/shared/logic/reason-text';
import '@/shared/plain-ui/plain-ui.css';

/**
 * A failure's reason in the user's language (locales/<lang>/reasons.json), followed by the
 * server's own line where the reason word says too little (see `reasonParts`). With no word at
 * all, `leadIn` (the caller's words for "it failed; the server says:") goes before the line.
 */
export function ReasonText({ parts, leadIn }: { parts: ReasonParts; leadIn?: string }) {
  const { t } = useTranslation('reasons');
  const lead = parts.reason ? t(parts.reason) : leadIn;
  if (!parts.detail) return <>{lead}</>;
  return (
    <>
      {lead && <>{lead} </>}
      <span className="vigil-secondary">{parts.detail}</span>
    </>
  );
}
