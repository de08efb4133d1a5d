import type { Stream } from '@contract/schemas/stream';
import { useTranslation } from 'react-i18next';
import type { ReasonParts } from '@/shared/logic/reason-text';
import { ReasonText } from '@/shared/ui/reason-text';
import { streamFailure } from '../logic/failure';

/**
 * Why a stream failed, in the user's language: its reason word's text, then the server's own line
 * where the word is the catch-all; a failure with no word (not about the source) is the server's
 * line after "The stream could not run".
 */
export function FailureText({ parts }: { parts: ReasonParts }) {
  const { t } = useTranslation('streams');
  return <ReasonText parts={parts} leadIn={t('failure.other')} />;
}

/** A failed stream's reason, from what the API says of it (any answer with its status and failure). */
export function StreamFailureText({ stream }: { stream: Pick<Stream, 'status' | 'failureReason' | 'failureCode'> }) {
  const parts = streamFailure(stream);
  return parts ? <FailureText parts={parts} /> : null;
}
