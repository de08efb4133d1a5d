import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/i18n';
import { PageLoading } from './page-loading';

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
});
