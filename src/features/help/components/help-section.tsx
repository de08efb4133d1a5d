import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** One section of the help: a landmark named by its heading (one level below the page title). */
export function HelpSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} style={{ marginTop: 24 }}>
      <Typography.Title level={4} id={id}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** A code box that wraps long text (an RTSP address) instead of widening the page. */
export function CodeBox({ children }: { children: string }) {
  return (
    <Typography.Text code style={{ overflowWrap: 'anywhere', wordBreak: 'break-word' }}>
      {children}
    </Typography.Text>
  );
}
