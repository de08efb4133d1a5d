import { describe, expect, it } from 'vitest';
import config, { preloadFromHtmlOnly } from '../vite.config';

describe('the console build', () => {
  it('preloads the entry’s imports from index.html and a lazy chunk’s from none', () => {
    const deps = ['assets/app-shell.js', 'assets/antd-scope.js'];
    expect(preloadFromHtmlOnly('assets/index.js', deps, { hostType: 'html' })).toEqual(deps);
    expect(preloadFromHtmlOnly('assets/index.js', deps, { hostType: 'js' })).toEqual([]);
    const modulePreload = config.build?.modulePreload;
    expect(modulePreload && typeof modulePreload === 'object' && modulePreload.resolveDependencies).toBe(
      preloadFromHtmlOnly,
    );
  });
});
