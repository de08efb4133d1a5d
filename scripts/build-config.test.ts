import { describe, expect, it } from 'vitest';
import config, { preloadFromHtmlOnly, STARTUP_CHUNKS } from '../vite.config';

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

  it('starts in two chunks: the entry with the signed-out pages, and the signed-in shell (and a player page its live offer in one)', () => {
    const groupOf = (id: string) => STARTUP_CHUNKS.filter((group) => group.test.test(id)).map((group) => group.name);
    expect(groupOf('/work/src/main.tsx')).toEqual(['base']);
    expect(groupOf('/work/src/features/auth/pages/sign-in-page.tsx')).toEqual(['base']);
    expect(groupOf('/work/src/app/shell/app-shell.tsx')).toEqual(['shell']);
    expect(groupOf('/work/src/app/antd-scope.tsx')).toEqual(['shell']);
    expect(groupOf('/work/src/features/player/warm-live.ts')).toEqual(['live-start']);
    // A page stays in its own chunk, with what only it imports.
    expect(groupOf('/work/src/features/player/pages/stream-view-page.tsx')).toEqual([]);
    expect(groupOf('/work/src/app/shell/app-shell-parts.tsx')).toEqual([]);
    const output = config.build?.rolldownOptions?.output;
    expect(output && !Array.isArray(output) && output.codeSplitting).toEqual({ groups: STARTUP_CHUNKS });
  });
});
