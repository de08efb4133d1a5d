/**
 * The console's JavaScript by page, from a production build (no browser): what the first load of
 * the sign-in and all-streams pages fetches, and what the statistics page (and its chart library)
 * adds on top of the all-streams page, apart.
 *
 * Reads dist/index.html (the entry script and its modulepreload links) and follows every chunk's
 * static imports (`import … from "./x.js"`; `import("./x.js")` is a lazy chunk and is not
 * followed). A page's chunk is the one whose source map lists the page's module (sign-in-page,
 * app-shell, streams-page, stats-page, command-palette): its own, or the start-up chunk it is in
 * (`base`, `shell`). Sizes are gzip
 * at level 6. Fails (exit code 1) when a chunk that must load only when asked for (the statistics
 * page, the command palette) is in the sign-in or all-streams first load, and when the sign-in
 * page's first load brings antd or weighs over 200 KB, and when the all-streams page's weighs over 450 KB.
 *
 *   npm run bench:bundle              (DIST=dist; builds it when missing)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(process.env.DIST ?? 'dist');
const ASSETS = path.join(DIST, 'assets');
/** What marks the chart library's code in a chunk (uPlot's legend class). */
const CHART_LIBRARY = /u-legend/;

if (!fs.existsSync(path.join(DIST, 'index.html'))) {
  console.log(`building the console into ${DIST} …`);
  execFileSync('npx', ['vite', 'build', '--outDir', DIST], { stdio: 'inherit' });
}

const files = fs.readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
const text = new Map(files.map((f) => [f, fs.readFileSync(path.join(ASSETS, f), 'utf8')]));
const STATIC_IMPORT = /(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g;

function closure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  while (todo.length) {
    const file = todo.pop() as string;
    if (seen.has(file) || !text.has(file)) continue;
    seen.add(file);
    for (const match of (text.get(file) ?? '').matchAll(STATIC_IMPORT)) if (match[1]) todo.push(match[1]);
  }
  return seen;
}

/** The modules each chunk holds, by its source map (`src/app/shell/app-shell.tsx`, ...). */
const sources = new Map(
  files.map((f) => {
    const map = path.join(ASSETS, `${f}.map`);
    const listed = fs.existsSync(map)
      ? (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources
      : [];
    return [f, listed];
  }),
);

/** The chunks whose source map lists the module `name.ts` or `name.tsx`. */
function chunksHolding(name: string): string[] {
  const module = new RegExp(`[\\/]${name}\\.tsx?$`);
  return files.filter((f) => sources.get(f)?.some((source) => module.test(source)));
}

/**
 * The chunk that holds a page's module (`name.tsx`): its own chunk, or the start-up chunk it was
 * put in (`base`, `shell`: STARTUP_CHUNKS in vite.config.ts).
 */
function chunk(name: string): string {
  const found = chunksHolding(name);
  if (found.length !== 1) throw new Error(`expected one chunk holding ${name}, found ${found.join(', ') || 'none'}`);
  return found[0] as string;
}

const gzip = (set: Iterable<string>) =>
  [...set].reduce((sum, f) => sum + gzipSync(Buffer.from(text.get(f) ?? ''), { level: 6 }).length, 0);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const withChartLibrary = (set: Iterable<string>) => [...set].filter((f) => CHART_LIBRARY.test(text.get(f) ?? ''));

const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
const entry = [...html.matchAll(/\/assets\/([\w.-]+\.js)/g)].map((m) => m[1] as string);
const base = closure(entry);
const signIn = closure([...base, chunk('sign-in-page')]);
const allStreams = closure([...base, chunk('app-shell'), chunk('streams-page')]);
// A build from before the statistics page has no such chunk: its row is then empty (a baseline).
const holds = (name: string) => chunksHolding(name).length > 0;
const statsPage = holds('stats-page') ? [chunk('stats-page')] : [];
const statsAll = closure(statsPage);
const statsAdds = new Set([...statsAll].filter((f) => !allStreams.has(f)));

// The command palette: a chunk of its own, fetched on its first opening, after all streams.
const palettePage = holds('command-palette') ? [chunk('command-palette')] : [];
const paletteAdds = new Set([...closure(palettePage)].filter((f) => !allStreams.has(f)));

const rows: [string, number, number, string][] = [
  ['sign-in page, first load', signIn.size, gzip(signIn), withChartLibrary(signIn).join(' ') || 'no'],
  ['all-streams page, first load', allStreams.size, gzip(allStreams), withChartLibrary(allStreams).join(' ') || 'no'],
  ['statistics page, added after all streams', statsAdds.size, gzip(statsAdds), withChartLibrary(statsAdds).join(' ')],
  [
    'command palette, added on first open',
    paletteAdds.size,
    gzip(paletteAdds),
    withChartLibrary(paletteAdds).join(' '),
  ],
];
console.log(`\n${DIST} (${files.length} chunks), gzip level 6\n`);
console.log('| JavaScript | chunks | KB gzip | holds the chart library |');
console.log('| --- | ---: | ---: | --- |');
for (const [what, n, bytes, chart] of rows) console.log(`| ${what} | ${n} | ${kb(bytes)} | ${chart} |`);

/**
 * Chunks that must never be in a first load: code fetched only when asked for. A build that has
 * one of them in the sign-in or all-streams first load fails this script; so does a sign-in page
 * that draws with antd (its scope's chunk), and a sign-in or all-streams first load over its budget.
 */
const LAZY_ONLY = ['stats-page', 'command-palette'];
const SIGN_IN_BUDGET_KB = 200;
const ALL_STREAMS_BUDGET_KB = 450;
const firstLoads = { 'sign-in': signIn, 'all-streams': allStreams };
const leaks: string[] = [];
/** What marks antd's code in a chunk: every antd component takes a `prefixCls` (its class names' prefix). */
const ANTD_CODE = /\bprefixCls\b/;
const antdChunks = [...signIn].filter((f) => ANTD_CODE.test(text.get(f) ?? ''));
if (signIn.has(chunk('antd-scope')) || antdChunks.length)
  leaks.push(`antd is in the first load of sign-in: ${antdChunks.join(', ') || chunk('antd-scope')}`);
if (gzip(signIn) > SIGN_IN_BUDGET_KB * 1024)
  leaks.push(`the sign-in page's first load is ${kb(gzip(signIn))} KB gzip, over ${SIGN_IN_BUDGET_KB} KB`);
if (gzip(allStreams) > ALL_STREAMS_BUDGET_KB * 1024)
  leaks.push(`the all-streams page's first load is ${kb(gzip(allStreams))} KB gzip, over ${ALL_STREAMS_BUDGET_KB} KB`);
console.log('\n| chunk that loads only when asked for | in a first load |');
console.log('| --- | --- |');
for (const name of LAZY_ONLY) {
  if (!holds(name)) continue;
  const file = chunk(name);
  const where = Object.entries(firstLoads)
    .filter(([, set]) => set.has(file))
    .map(([page]) => page);
  console.log(`| ${file} | ${where.join(', ') || 'no'} |`);
  if (where.length) leaks.push(`${name} is in the first load of ${where.join(' and ')}`);
}
if (leaks.length) {
  console.error(`\n${leaks.join('\n')}`);
  process.exitCode = 1;
}
