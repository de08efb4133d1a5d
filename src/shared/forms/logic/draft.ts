/**
 * A form's unsaved values, kept when the session ends under it (session storage, this tab only)
 * and given back on the same page after signing in. Never a password, a token or the
 * credentials inside an address: those are dropped before anything is stored.
 */
export type DraftValues = Record<string, unknown>;

const SECRET_NAME = /password|secret|token/i;

/** An address with its user name and password taken out (rtsp://user:pass@cam/1 -> rtsp://cam/1). */
export function withoutCredentials(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/i, '$1');
}

/** The values without secrets: fields named like one are left out, credentials cut from addresses. */
export function withoutSecrets(values: DraftValues): DraftValues {
  const out: DraftValues = {};
  for (const [key, value] of Object.entries(values)) {
    if (SECRET_NAME.test(key) || value === undefined) continue;
    if (typeof value === 'string') out[key] = withoutCredentials(value);
    else if (value !== null && typeof value === 'object' && !Array.isArray(value))
      out[key] = withoutSecrets(value as DraftValues);
    else out[key] = value;
  }
  return out;
}

/** Whether something read back from storage can be a draft (a plain object). */
export function isDraft(value: unknown): value is DraftValues {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The storage key of a form's draft: the page's path and the form's name. */
export function draftKey(pathname: string, form: string): string {
  return `draft:${pathname}#${form}`;
}
