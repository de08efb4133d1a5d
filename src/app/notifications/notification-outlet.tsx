import { lazy, Suspense } from 'react';
import { useNotesStore } from './notes-store';

const NotificationHost = lazy(() => import('./notification-host').then((m) => ({ default: m.NotificationHost })));

/**
 * Where notifications appear: nothing, and no code, until the console first says something (a
 * signed-out page that never fails loads no antd for it); then antd's notifications, which stay.
 */
export function NotificationOutlet() {
  const wanted = useNotesStore((s) => s.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationHost />
    </Suspense>
  );
}
