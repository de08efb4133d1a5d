import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../src');

/** Every module of the server (tests excepted), by its path relative to server/src. */
function modules(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path.relative(SRC, full)] : [];
  });
}

const STATEMENT = /^(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)'/gms;

/** The modules a module loads when it runs: relative imports and re-exports, not the type-only ones. */
function valueImports(file: string, known: Set<string>): string[] {
  const text = fs.readFileSync(path.join(SRC, file), 'utf8');
  const found: string[] = [];
  for (const [, typeOnly, names = '', source = ''] of text.matchAll(STATEMENT)) {
    if (typeOnly || !source.startsWith('.')) continue;
    const inner = /^\{([^}]*)\}$/s.exec(names.trim())?.[1];
    if (inner !== undefined && inner.split(',').every((n) => n.trim() === '' || n.trim().startsWith('type '))) continue;
    const target = path.normalize(path.join(path.dirname(file), source));
    const resolved = [`${target}.ts`, path.join(target, 'index.ts')].find((c) => known.has(c));
    if (resolved) found.push(resolved);
  }
  return found;
}

/** Groups of modules that load each other in a circle (Tarjan's strongly connected components). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v) as number);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the server’s modules', () => {
  it('load one another without a cycle (a domain that needs another’s helper finds it in core/)', () => {
    const files = modules();
    const known = new Set(files);
    const graph = new Map(files.map((file) => [file, valueImports(file, known)]));
    expect(graph.get(path.join('search', 'index.ts'))).toContain(path.join('search', 'routes.ts'));
    expect(cycles(graph)).toEqual([]);
  });
});
