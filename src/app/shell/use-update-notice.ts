import { useVersionCheck, versionState } from '@/features/admin/stats';

/** A newer release for the user menu: asked for administrators only, about once an hour; null otherwise. */
export function useUpdateNotice(isAdmin: boolean): { version: string; notesUrl: string | null } | null {
  const { data } = useVersionCheck(isAdmin);
  if (!isAdmin || !data || versionState(data) !== 'update-available') return null;
  return { version: data.latest ?? '', notesUrl: data.releaseNotesUrl };
}
