import { lazy, Suspense } from 'react';
import { useSessionStore } from '@/shared/session/session-store';
import { loadExportWatcher } from '../watcher-loader';
import { useWatchedExports, watchedBy } from '../watching';

const ExportWatcher = lazy(() => loadExportWatcher().then((m) => ({ default: m.ExportWatcher })));

/**
 * Not a page: what the shell loads after its first screen, to watch the user's unfinished exports
 * wherever they are (docs/exports.md#in-the-console). Nothing is asked, and the watcher's code is
 * not loaded, while none is watched.
 */
export function ExportWatch() {
  const login = useSessionStore((s) => s.user?.name);
  const watching = useWatchedExports((s) => watchedBy(s, login).length > 0);
  return watching ? (
    <Suspense fallback={null}>
      <ExportWatcher />
    </Suspense>
  ) : null;
}
