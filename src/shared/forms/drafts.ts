import { readJson, removeKey, session, writeJson } from '@/shared/storage/safe-storage';
import { isDraft, withoutSecrets, type DraftValues } from './logic/draft';

interface OpenForm {
  key: string;
  /** The form's values when it has unsaved changes, else null. */
  read(): DraftValues | null;
}

const open = new Set<OpenForm>();

/** A mounted form that keeps its unsaved values if the session ends; returns the unregister. */
export function registerDraft(form: OpenForm): () => void {
  open.add(form);
  return () => open.delete(form);
}

/**
 * The session has ended: every open form with unsaved changes keeps them (without secrets) in
 * this tab's session storage, for its page to give back after signing in. Answers how many.
 */
export function keepDrafts(): number {
  let kept = 0;
  for (const form of open) {
    const values = form.read();
    if (values && writeJson(session, form.key, withoutSecrets(values))) kept += 1;
  }
  return kept;
}

/** The draft kept for this key, once: it is removed as it is read. */
export function takeDraft(key: string): DraftValues | null {
  const draft = readJson(session, key, (v) => (isDraft(v) ? v : undefined), null);
  removeKey(session, key);
  return draft;
}
