import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import type { CSSProperties, ReactNode } from 'react';
import { PlainIcon } from './icon';

const ICONS = { success: CheckCircleFilled, error: CloseCircleFilled } as const;

/**
 * A message on a page, as antd's Alert draws it with its icon, without its code: a success says
 * itself politely (status), an error at once (alert).
 */
export function Notice({
  type,
  title,
  description,
  style,
}: {
  type: 'success' | 'error';
  title: ReactNode;
  description?: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <div
      role={type === 'error' ? 'alert' : 'status'}
      className={`vigil-notice vigil-notice--${type}${description ? ' vigil-notice--described' : ''}`}
      style={style}
    >
      <PlainIcon icon={ICONS[type]} />
      <div className="vigil-notice__content">
        <div className="vigil-notice__title">{title}</div>
        {description && <div className="vigil-notice__description">{description}</div>}
      </div>
    </div>
  );
}
