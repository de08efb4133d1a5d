import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/** A page's frame: its padding and title (with controls beside it), then the page. */
export function PageFrame({ extra, children }: { extra?: ReactNode; children: ReactNode }) {
  return (
    <div style={{ padding: 24 }}>
      <PageTitle extra={extra} />
      {children}
    </div>
  );
}
