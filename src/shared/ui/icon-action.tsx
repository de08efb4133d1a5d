import { LoadingOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './icon-action.css';

interface IconActionProps {
  /** The accessible name, also shown as the native hint. */
  label: string;
  icon: ReactNode;
  danger?: boolean;
  /** Busy: a spinner in place of the icon, and no second click. */
  loading?: boolean;
  onClick(): void;
}

const classOf = (danger?: boolean) => (danger ? 'vigil-icon-action vigil-icon-action--danger' : 'vigil-icon-action');

/**
 * An icon-only action for rows repeated many times (a page of 48 streams): a plain
 * button drawn like antd's text button, without the per-instance cost of antd's
 * Button (style hooks, wave effect, loading timers), which halved the time to
 * render the streams table when it went.
 */
export function IconAction({ label, icon, danger, loading = false, onClick }: IconActionProps) {
  return (
    <button
      type="button"
      className={classOf(danger)}
      aria-label={label}
      title={label}
      aria-busy={loading || undefined}
      disabled={loading}
      onClick={onClick}
    >
      {loading ? <LoadingOutlined /> : icon}
    </button>
  );
}

/** The same look for a link to another page of the console. */
export function IconActionLink({ label, icon, to }: { label: string; icon: ReactNode; to: string }) {
  return (
    <Link to={to} className={classOf()} aria-label={label} title={label}>
      {icon}
    </Link>
  );
}
