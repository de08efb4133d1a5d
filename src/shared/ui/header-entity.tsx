import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './plain-text.css';

/**
 * The middle of the header on a stream or mosaic page: the name (a link, or
 * plain text where there is nowhere to go) and its button, centred on one line.
 * The header's tall line height is not inherited, so name and button share a
 * centre line.
 */
export function HeaderEntity({ name, to, action }: { name: string; to?: string | undefined; action?: ReactNode }) {
  const text = (
    <span className="vigil-text-strong vigil-ellipsis" title={name} style={{ maxWidth: '40vw' }}>
      {name}
    </span>
  );
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0, lineHeight: 'normal' }}>
      {to ? (
        <Link to={to} style={{ display: 'flex', minWidth: 0 }}>
          {text}
        </Link>
      ) : (
        text
      )}
      {action}
    </div>
  );
}

/** The header's round button beside the name: a link with a tooltip, highlighted on its own pages. */
export function HeaderEntityButton(props: { to: string; label: string; icon: ReactNode; active: boolean }) {
  return (
    <Tooltip title={props.label} mouseLeaveDelay={0.2}>
      <Link
        to={props.to}
        aria-label={props.label}
        aria-current={props.active ? 'page' : undefined}
        style={{ display: 'flex' }}
      >
        <Button type={props.active ? 'primary' : 'text'} icon={props.icon} tabIndex={-1} />
      </Link>
    </Tooltip>
  );
}
