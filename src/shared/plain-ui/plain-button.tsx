import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { PlainIcon } from './icon';

interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** primary: filled in the brand colour; default: outlined; text: no frame (an icon). */
  kind?: 'primary' | 'default' | 'text';
  htmlType?: 'button' | 'submit';
  block?: boolean;
  /** Working: a turning ring before the label, and clicks do nothing. */
  loading?: boolean;
  children?: ReactNode;
}

/** A button as antd draws it, without its code (the pages drawn before antd is in). */
export function PlainButton({
  kind = 'default',
  htmlType = 'button',
  block = false,
  loading = false,
  className,
  children,
  onClick,
  ...rest
}: PlainButtonProps) {
  const classes = ['vigil-button', `vigil-button--${kind}`, block && 'vigil-button--block', className];
  return (
    <button
      {...rest}
      type={htmlType}
      className={classes.filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {loading && <PlainIcon icon={LoadingOutlined} spin />}
      {children}
    </button>
  );
}
