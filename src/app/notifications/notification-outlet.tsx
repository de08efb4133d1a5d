import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useNotesStore } from './notes-store';

/** A host whose code did not download is asked for again after this long, or with the next note. */
export const RETRY_MS = 5000;

const loadHost = () => import('../antd-scope').then((m) => ({ default: m.NotificationHost }));

/** A host whose code did not download draws nothing (the notes wait) instead of taking the console down. */
class Unloaded extends Component<{ children: ReactNode; onFail: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFail();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Where notifications appear: nothing, and no code, until the console first says something (a
 * signed-out page that never fails loads no antd for it); then antd's notifications, which stay.
 * Their code comes with antd's part of the console; if it cannot be fetched (the server went
 * away), the notes wait, and the next note or a few seconds try again.
 */
/** `load`: how the host's code is fetched (tests make it fail). */
export function NotificationOutlet({ load = loadHost }: { load?: typeof loadHost }) {
  const wanted = useNotesStore((s) => s.wanted);
  const [Host, setHost] = useState(() => lazy(load));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!failed) return;
    // The next note, or a few seconds, try again, with a new import (React keeps a failed one failed).
    const again = () => {
      setHost(() => lazy(load));
      setFailed(false);
    };
    const timer = window.setTimeout(again, RETRY_MS);
    const unsubscribe = useNotesStore.subscribe(again);
    return () => {
      window.clearTimeout(timer);
      unsubscribe();
    };
  }, [failed, load]);
  if (!wanted || failed) return null;
  return (
    <Unloaded onFail={() => setFailed(true)}>
      <Suspense fallback={null}>
        <Host />
      </Suspense>
    </Unloaded>
  );
}
