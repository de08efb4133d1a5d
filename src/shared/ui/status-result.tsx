import { FileUnknownOutlined, LockOutlined } from '@ant-design/icons';
import { Result, theme, type ResultProps } from 'antd';

const ICONS = { forbidden: LockOutlined, 'not-found': FileUnknownOutlined } as const;

/**
 * A page's "no access" or "not found" answer, with a picture drawn in the theme's own colours
 * (antd's 403 and 404 pictures are light-only drawings, bright on the dark theme).
 */
export function StatusResult({ kind, ...props }: Omit<ResultProps, 'status' | 'icon'> & { kind: keyof typeof ICONS }) {
  const { token } = theme.useToken();
  const Icon = ICONS[kind];
  return (
    <Result
      {...props}
      icon={<Icon aria-hidden data-kind={kind} style={{ fontSize: 96, color: token.colorTextQuaternary }} />}
    />
  );
}
