import { PageTitle } from '@/shared/ui/page-title';

/** Placeholder while this page is being built (issue 5). */
export function AddStreamPage() {
  return (
    <div style={{ padding: 24 }}>
      <PageTitle />
    </div>
  );
}
