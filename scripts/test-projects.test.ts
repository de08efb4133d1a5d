import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import config, { JSDOM_TESTS, NODE_TESTS } from '../vitest.config';

/** Every test file of the repository, as git knows it (tracked and new, not ignored). */
function testFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' });
  return out.split('\n').filter((f) => /\.test\.[cm]?[jt]sx?$/.test(f));
}

const matches = (file: string, globs: readonly string[]) => globs.some((glob) => path.matchesGlob(file, glob));

describe('test projects', () => {
  it('run every test file of the repository in exactly one project', () => {
    const files = testFiles();
    expect(files.length).toBeGreaterThan(100);
    const inNone = files.filter((f) => !matches(f, NODE_TESTS) && !matches(f, JSDOM_TESTS));
    const inBoth = files.filter((f) => matches(f, NODE_TESTS) && matches(f, JSDOM_TESTS));
    expect(inNone).toEqual([]);
    expect(inBoth).toEqual([]);
  });

  it('npm run test:unit runs every project, each once', () => {
    const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
      .scripts;
    const run = [...scripts['test:unit']!.matchAll(/npm:(\S+)/g)].map(([, name]) => scripts[name!] ?? '');
    const ran = run.map((command) => /^vitest run --project (\S+)$/.exec(command)?.[1]);
    const projects = (config.test?.projects as { test: { name: string } }[]).map((p) => p.test.name);
    expect(ran.sort()).toEqual([...projects].sort());
    expect(projects.length).toBeGreaterThan(1);
  });

  it('would notice a file no project includes', () => {
    expect(matches('src/features/x/components/y.test.js', [...NODE_TESTS, ...JSDOM_TESTS])).toBe(false);
    expect(matches('src/features/admin/stats/components/chart-options.test.ts', NODE_TESTS)).toBe(true);
  });
});
