import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '@/shared/plain-ui';
import { PageLoading } from '../page-loading';

/** Drawn without antd: what failed to download may be antd's own code. */
function PageFailed() {
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ display: 'grid', placeItems: 'center', minHeight: '40vh', padding: 24 }}>
      <div style={{ textAlign: 'center', maxWidth: 480 }}>
        <h4 style={{ margin: '0 0 8px', fontSize: 20, fontWeight: 600, color: 'var(--vigil-color-text-heading)' }}>
          {t('pageFailed.title')}
        </h4>
        <p style={{ margin: '0 0 16px' }}>{t('pageFailed.text')}</p>
        <PlainButton kind="primary" onClick={() => window.location.reload()}>
          {t('pageFailed.reload')}
        </PlainButton>
      </div>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The page shown: a failure is forgotten when it changes. */
  page?: string;
}

/**
 * What a page throws while it is drawn shows a message and a way to reload instead of a blank
 * console. Most often that is its code failing to download (the connection dropped, or a tab left
 * open across an upgrade whose old files are gone); React keeps a failed lazy component failed,
 * so a reload is the way back. React reports the error itself.
 */
export class PageErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // Another page starts without the last one's failure.
  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.page !== this.props.page) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

/** A lazily loaded part of the console: a spinner while its code comes, the message above if it fails. */
export function LoadedPart({ children, page }: BoundaryProps) {
  return (
    <PageErrorBoundary page={page}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}
