/**
 * vigil/server-boundaries: the reference server's layout (docs/architecture.md, "The server").
 *
 * `server/src/` holds the composition (`main.ts`, `app.ts`, `context.ts`, `config.ts`), the core
 * (`core/`: database, HTTP plumbing, the audit writer, security helpers, mail), the media engine
 * (`media/`) and one folder per domain (streams, archive, live, users, …). For a file under
 * `server/src/` (tests excepted) it reports:
 * - a domain importing another domain's file other than its `index.ts`;
 * - `core/` or `media/` importing any domain (they serve every domain and know none);
 * - anything but the composition importing the wiring (`main`, `app`, `context`), types included:
 *   a domain takes what it needs as its plugin's dependencies, declared by the domain itself;
 * - anything but the composition importing a value of `config` (its types are fine);
 * - SQL outside a repository: Kysely's query builders (`selectFrom`, `insertInto`, `updateTable`,
 *   `deleteFrom`, `replaceInto`, `mergeInto`) or its `sql` template in a file that is not a
 *   repository (`repo.ts`, `*-repo.ts`) nor the database core (`core/db/`).
 *
 * The project root is the `root` option, else the folder before the last `/server/src/`.
 */
import path from 'node:path';

const posix = path.posix;
const ENGINE = new Set(['core', 'media']);
const COMPOSITION = new Set(['main', 'app', 'context', 'config']);
/** The composition's files that nothing else imports at all, types included. */
const WIRING = new Set(['main', 'app', 'context']);
const QUERY_BUILDERS = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);
const CODE_EXTENSIONS = /\.(?:ts|tsx|js|mts|cts|mjs|cjs)$/;

/** @param {string} p */
const toPosix = (p) => p.replace(/\\/g, '/');

/**
 * @param {string} filename
 * @param {string | undefined} rootOption
 * @returns {{ root: string, rel: string } | null} rel: the path under server/src/
 */
function locate(filename, rootOption) {
  const file = toPosix(filename);
  const root =
    rootOption !== undefined
      ? toPosix(rootOption).replace(/\/+$/, '')
      : file.lastIndexOf('/server/src/') >= 0
        ? file.slice(0, file.lastIndexOf('/server/src/'))
        : null;
  if (root === null || !file.startsWith(`${root}/server/src/`)) return null;
  const rel = file.slice(`${root}/server/src/`.length);
  if (/\.test\.[cm]?tsx?$/.test(rel)) return null;
  return { root, rel };
}

/**
 * The part of the server a path under server/src/ belongs to: 'composition', 'core', 'media' or a
 * domain's folder name.
 * @param {string} rel
 */
function areaOf(rel) {
  const slash = rel.indexOf('/');
  if (slash >= 0) return rel.slice(0, slash);
  const bare = rel.replace(CODE_EXTENSIONS, '');
  // A bare folder name is that domain's index.
  return COMPOSITION.has(bare) ? 'composition' : bare;
}

/** @param {any} node */
function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  if (specifiers.length === 0) return false;
  return specifiers.every(
    (/** @type {any} */ s) =>
      (s.type === 'ImportSpecifier' && s.importKind === 'type') ||
      (s.type === 'ExportSpecifier' && s.exportKind === 'type'),
  );
}

/** @type {import('eslint').Rule.RuleModule} */
const serverBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Enforce the reference server's layout: domains, core, media engine and repositories" },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      domainInternal:
        'Domains import each other only through their index.ts: import "server/src/{{domain}}" instead of "{{source}}".',
      engineImportsDomain: '{{area}}/ serves every domain and imports none: "{{source}}" is in the {{domain}} domain.',
      compositionValue:
        'Only the composition (main, app, context) imports values from "{{source}}"; take what you need as a parameter (types are fine).',
      compositionImport:
        'Only the composition imports "{{source}}", types included: declare the dependencies you need in your domain\'s plugin and let app.ts hand them over.',
      sqlOutsideRepo:
        'SQL lives in repositories: move this query into a repo.ts (or *-repo.ts) of the domain that owns the table.',
    },
  },

  create(context) {
    const options = /** @type {{ root?: string } | undefined} */ (context.options[0]);
    const located = locate(context.filename, options?.root);
    if (located === null) return {};
    const { rel } = located;
    const area = areaOf(rel);
    const repository = /(?:^|\/)(?:[\w-]+-)?repo\.[cm]?ts$/.test(rel) || rel.startsWith('core/db/');

    /**
     * @param {any} reportNode
     * @param {string} source
     * @param {boolean} typeOnly
     */
    function check(reportNode, source, typeOnly) {
      if (!source.startsWith('.')) return;
      const target = posix.normalize(posix.join(posix.dirname(rel), source.replace(/[?#].*$/, '')));
      if (target.startsWith('..')) return; // outside server/src (the contract, tests)
      const targetArea = areaOf(target);
      if (targetArea === 'composition') {
        if (area !== 'composition' && WIRING.has(target.replace(CODE_EXTENSIONS, ''))) {
          context.report({ node: reportNode, messageId: 'compositionImport', data: { source } });
        } else if (area !== 'composition' && !typeOnly) {
          context.report({ node: reportNode, messageId: 'compositionValue', data: { source } });
        }
        return;
      }
      if (targetArea === area || ENGINE.has(targetArea)) return;
      if (ENGINE.has(area)) {
        context.report({
          node: reportNode,
          messageId: 'engineImportsDomain',
          data: { area, source, domain: targetArea },
        });
        return;
      }
      if (area === 'composition') return;
      const bare = target.replace(CODE_EXTENSIONS, '');
      if (bare !== targetArea && bare !== `${targetArea}/index`) {
        context.report({ node: reportNode, messageId: 'domainInternal', data: { source, domain: targetArea } });
      }
    }

    /** @param {any} node */
    function checkStatement(node) {
      if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value, isTypeOnly(node));
    }

    /** @type {import('eslint').Rule.RuleListener} */
    const listener = {
      ImportDeclaration(node) {
        checkStatement(node);
        if (!repository && node.source.value === 'kysely' && !isTypeOnly(node)) {
          for (const s of node.specifiers) {
            if (s.type === 'ImportSpecifier' && s.imported.type === 'Identifier' && s.imported.name === 'sql') {
              if (/** @type {any} */ (s).importKind !== 'type') {
                context.report({ node: s, messageId: 'sqlOutsideRepo' });
              }
            }
          }
        }
      },
      ExportNamedDeclaration: checkStatement,
      ExportAllDeclaration: checkStatement,
      ImportExpression(node) {
        const source = node.source;
        if (source.type === 'Literal' && typeof source.value === 'string') check(source, source.value, false);
      },
    };
    if (!repository) {
      listener.CallExpression = (node) => {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          callee.property.type === 'Identifier' &&
          QUERY_BUILDERS.has(callee.property.name)
        ) {
          context.report({ node: callee.property, messageId: 'sqlOutsideRepo' });
        }
      };
    }
    return listener;
  },
};

export default serverBoundaries;
