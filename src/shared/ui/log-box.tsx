import { VerticalAlignBottomOutlined } from '@ant-design/icons';
import { Button, Typography, theme } from 'antd';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { bottomScrollTop, followsAfterScroll } from '@/shared/logic/log-follow';

/**
 * Log lines in a monospace box that scrolls inside itself and keeps the newest
 * line in view until the reader scrolls up; then a button brings it back.
 */
export function LogBox<T>({
  lines,
  row,
  label,
  emptyText,
  followText,
}: {
  lines: T[];
  row: (line: T) => ReactNode;
  /** The box's accessible name. */
  label: string;
  emptyText: string;
  /** The button that follows the newest line again. */
  followText: string;
}) {
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);
  const [following, setFollowing] = useState(true);

  useLayoutEffect(() => {
    const el = box.current;
    if (el && following) el.scrollTop = bottomScrollTop(el);
  }, [lines, following]);

  return (
    <div style={{ position: 'relative' }}>
      <div
        ref={box}
        role="log"
        aria-label={label}
        tabIndex={0}
        onScroll={(e) => setFollowing(followsAfterScroll(e.currentTarget))}
        style={{
          height: '65vh',
          minHeight: 240,
          overflow: 'auto',
          padding: '8px 12px',
          fontFamily: token.fontFamilyCode,
          fontSize: 12,
          lineHeight: 1.6,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          background: token.colorFillQuaternary,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
        }}
      >
        {lines.length === 0 ? <Typography.Text type="secondary">{emptyText}</Typography.Text> : lines.map(row)}
      </div>
      {!following && (
        <Button
          type="primary"
          shape="round"
          icon={<VerticalAlignBottomOutlined aria-hidden />}
          onClick={() => setFollowing(true)}
          style={{ position: 'absolute', right: 24, bottom: 16 }}
        >
          {followText}
        </Button>
      )}
    </div>
  );
}
