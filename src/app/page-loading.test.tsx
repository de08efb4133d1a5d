import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/i18n';
import { PageLoading } from './page-loading';

afterEach(() => vi.restoreAllMocks());

describe('the console’s loading state', () => {
  it('is index.html’s ring, with a role and a name in the user’s language', async () => {
    await initI18n('ru');
    render(<PageLoading />);
    const status = screen.getByRole('status', { name: 'Загрузка…' });
    expect(status).toHaveClass('vigil-loading');
    expect(status.querySelector('.vigil-loading-ring')).toBeInTheDocument();
    // The same look as the page's before any code.
    const html = (await import('../../index.html?raw')).default;
    expect(html).toContain(
      '<div class="vigil-loading" aria-hidden="true"><span class="vigil-loading-ring"></span></div>',
    );
  });

  it('appears 0.3 s after the page began, as index.html’s ring: at once when it takes its place later', async () => {
    await initI18n('en');
    vi.spyOn(performance, 'now').mockReturnValue(120);
    const { unmount } = render(<PageLoading />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toHaveStyle({ animationDelay: '180ms' });
    unmount();
    vi.spyOn(performance, 'now').mockReturnValue(2_400);
    render(<PageLoading />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toHaveStyle({ animationDelay: '0ms' });
  });
});
