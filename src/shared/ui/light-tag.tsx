import type { ComponentPropsWithRef } from 'react';
import './light-tag.css';

export type TagTone = 'default' | 'success' | 'processing' | 'warning' | 'error';

type LightTagProps = ComponentPropsWithRef<'span'> & { tone?: TagTone };

/**
 * A small label for things repeated many times (a status and tags on each of 48 rows): a
 * span drawn like antd's filled Tag, without the per-instance cost of antd's Tag (its style
 * and colour hooks), which was about a third of the streams table's render. Takes a ref and
 * the events a Tooltip puts on its child.
 */
export function LightTag({ tone = 'default', className, ...rest }: LightTagProps) {
  const classes = `vigil-tag vigil-tag--${tone}`;
  return <span {...rest} className={className ? `${classes} ${className}` : classes} />;
}
