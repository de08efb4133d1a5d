/**
 * vigil/boundaries: the import boundaries of the console (docs/architecture.md, "The console").
 *
 * For a file under `src/` it resolves every import source (relative paths against
 * the file's folder; the aliases `@/` → `src/` and `@contract/` → `server/contract/`)
 * and reports:
 * - `src/shared/` importing anything in `src/features/`;
 * - `src/features/A/` importing inside `src/features/B/` other than B's index; each
 *   administration sub-feature (`src/features/admin/<sub>/`) is a feature of its own here;
 * - `src/app/` importing inside a feature other than its index, except a lazy page: a
 *   dynamic `import()` of a module in the feature's `pages/` folder, which keeps each page's
 *   code in a chunk of its own (a static import of the index would put every page in the first load);
 * - a `logic/` file importing UI, HTTP or player packages, a value from a src file
 *   outside a `logic/` folder, or using `window`, `document`, `localStorage`,
 *   `sessionStorage` or `navigator`;
 * - a value import from `server/` other than the dependency-free
 *   `server/contract/endpoints`, `errors`, `search-rank`, `bookmark-limits`, `motion-grid` and
 *   `recording-mode`
 *   (keeps TypeBox out of the browser bundle). Type-only imports of the server are allowed.
 *
 * Covers `import`, `export ... from`, `import x = require()` and dynamic `import()`
 * with a literal source.
 *
 * The project root is, in order: the `root` option; the current working directory
 * when the file is inside `<cwd>/src/`; otherwise the folder before the last
 * `/src/` of the file name (so tests do not depend on the real cwd).
 */
import path from 'node:path';

const posix = path.posix;

/** Packages a logic/ file must not import (also their subpaths). */
const LOGIC_FORBIDDEN_PACKAGES = [
  'react',
  'react-dom',
  'antd',
  'axios',
  'hls.js',
  'zustand',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
];
/** Package-name prefixes a logic/ file must not import. */
const LOGIC_FORBIDDEN_PREFIXES = ['@ant-design/', 'react-router'];
/** Browser globals a logic/ file must not use. */
const LOGIC_FORBIDDEN_GLOBALS = new Set(['window', 'document', 'localStorage', 'sessionStorage', 'navigator']);
/** Server modules the console may import as values (no dependencies). */
const SERVER_VALUE_ALLOWED = new Set([
  'server/contract/endpoints',
  'server/contract/errors',
  'server/contract/search-rank',
  'server/contract/bookmark-limits',
  'server/contract/motion-grid',
  'server/contract/recording-mode',
]);
const CODE_EXTENSIONS = /\.(?:ts|tsx|js|jsx|mts|cts|mjs|cjs)$/;

/** @param {string} p */
function toPosix(p) {
  return p.replace(/\\/g, '/');
}

/**
 * Project root and the file's path relative to it, or null when the file is not a
 * console file (not under `<root>/src/`).
 * @param {string} filename
 * @param {string} cwd
 * @param {string | undefined} rootOption
 * @returns {{ root: string, fileRel: string } | null}
 */
function locate(filename, cwd, rootOption) {
  const file = toPosix(filename);
  if (rootOption !== undefined) {
    const root = toPosix(rootOption).replace(/\/+$/, '');
    return file.startsWith(`${root}/src/`) ? { root, fileRel: file.slice(root.length + 1) } : null;
  }
  const cwdRoot = toPosix(cwd).replace(/\/+$/, '');
  if (cwdRoot !== '' && file.startsWith(`${cwdRoot}/`)) {
    const rel = file.slice(cwdRoot.length + 1);
    // Inside the project: only its own src/ is the console (not server/src/).
    return rel.startsWith('src/') ? { root: cwdRoot, fileRel: rel } : null;
  }
  const at = file.lastIndexOf('/src/');
  if (at < 0) return null;
  const root = file.slice(0, at);
  // `<root>/server/src/...` is the reference server, not the console.
  if (root.endsWith('/server')) return null;
  return { root, fileRel: file.slice(at + 1) };
}

/**
 * Resolves an import source to a path relative to the project root
 * (`{ kind: 'file', rel }`), or names the package it comes from.
 * @param {string} source
 * @param {string} root
 * @param {string} fileRel
 * @returns {{ kind: 'file', rel: string } | { kind: 'package', name: string } | null}
 */
function resolve(source, root, fileRel) {
  const spec = source.replace(/[?#].*$/, '');
  if (spec === '') return null;
  /** @type {string} */
  let abs;
  if (spec === '@' || spec.startsWith('@/')) {
    abs = posix.join(root, 'src', spec.slice(1));
  } else if (spec === '@contract' || spec.startsWith('@contract/')) {
    abs = posix.join(root, 'server/contract', spec.slice('@contract'.length));
  } else if (spec.startsWith('.')) {
    abs = posix.join(root, posix.dirname(fileRel), spec);
  } else if (spec.startsWith('/')) {
    abs = posix.normalize(spec);
  } else {
    const parts = spec.split('/');
    const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec);
    return { kind: 'package', name };
  }
  const rel = posix.relative(root, abs);
  if (rel === '' || rel.startsWith('..') || posix.isAbsolute(rel)) return null;
  return { kind: 'file', rel };
}

/** @param {string} rel */
function stripExtension(rel) {
  return rel.replace(CODE_EXTENSIONS, '');
}

/** @param {string} name */
function isForbiddenInLogic(name) {
  return LOGIC_FORBIDDEN_PACKAGES.includes(name) || LOGIC_FORBIDDEN_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/**
 * The feature a path is in: the folder under `src/features/`, or `admin/<sub>` for an
 * administration sub-feature.
 * @param {string} rel
 * @returns {string | null}
 */
function featureOf(rel) {
  const match = /^src\/features\/([^/]+)(?:\/([^/]+))?/.exec(stripExtension(rel));
  if (!match) return null;
  const [, top, sub] = match;
  if (top === 'admin' && sub !== undefined && sub !== 'index') return `admin/${sub}`;
  return top ?? null;
}

/** @param {string} rel @param {string} feature whether rel is the feature's index */
function isFeatureIndex(rel, feature) {
  const bare = stripExtension(rel);
  return bare === `src/features/${feature}` || bare === `src/features/${feature}/index`;
}

/** @param {string} rel @param {string} feature whether rel is a page module of the feature */
function isFeaturePage(rel, feature) {
  return stripExtension(rel).startsWith(`src/features/${feature}/pages/`);
}

/** @param {string} rel */
function isLogicPath(rel) {
  return `/${rel}`.includes('/logic/');
}

/**
 * @param {any} node an ImportDeclaration, ExportNamedDeclaration or ExportAllDeclaration
 * @returns {boolean} whether the statement imports types only
 */
function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  if (specifiers.length === 0) return false;
  if (node.type === 'ImportDeclaration') {
    return specifiers.every((/** @type {any} */ s) => s.type === 'ImportSpecifier' && s.importKind === 'type');
  }
  if (node.type === 'ExportNamedDeclaration') {
    return specifiers.every((/** @type {any} */ s) => s.exportKind === 'type');
  }
  return false;
}

/**
 * Whether an identifier is only read by the type system (`typeof window` in a type).
 * @param {any} node
 */
function inTypePosition(node) {
  for (let n = node.parent; n; n = n.parent) {
    if (n.type === 'TSTypeQuery') return true;
    if (!n.type.startsWith('TS') && n.type !== 'Identifier' && n.type !== 'MemberExpression') return false;
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Enforce the import boundaries of the console: shared/features/logic/server',
    },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: {
      sharedImportsFeature: 'shared/ never imports features/ (importing "{{source}}").',
      crossFeature:
        'Features import each other only through their index.ts: import "src/features/{{feature}}" instead of "{{source}}".',
      appImportsFeature:
        'app/ imports a feature only through its index.ts (or a page lazily, with import() of its pages/ module): import "src/features/{{feature}}" instead of "{{source}}".',
      logicPackage:
        'logic/ is pure: it must not import "{{name}}" (no React, antd, axios, hls.js, router, stores or i18n).',
      logicValueImport:
        'logic/ is pure: it may import values only from other logic/ folders; "{{source}}" is outside logic/ (use `import type` for types).',
      logicGlobal: 'logic/ is pure: do not use "{{name}}"; take what you need as an argument.',
      serverValueImport:
        'The console imports the server only as types (`import type`), except server/contract/endpoints, errors, search-rank, bookmark-limits, motion-grid and recording-mode: "{{source}}" would ship server code to the browser.',
    },
  },

  create(context) {
    const options = /** @type {{ root?: string } | undefined} */ (context.options[0]);
    const located = locate(context.filename, context.cwd, options?.root);
    if (located === null) return {};
    const { root, fileRel } = located;
    const inShared = fileRel.startsWith('src/shared/');
    const inApp = fileRel.startsWith('src/app/');
    const ownFeature = featureOf(fileRel);
    const inLogic = isLogicPath(fileRel);

    /**
     * @param {import('estree').Node} reportNode
     * @param {string} source
     * @param {boolean} typeOnly
     * @param {boolean} [lazy] a dynamic `import()`
     */
    function check(reportNode, source, typeOnly, lazy = false) {
      const target = resolve(source, root, fileRel);
      if (target === null) return;

      if (target.kind === 'package') {
        if (inLogic && isForbiddenInLogic(target.name)) {
          context.report({ node: reportNode, messageId: 'logicPackage', data: { name: target.name } });
        }
        return;
      }

      const rel = target.rel;
      if (inShared && (rel === 'src/features' || rel.startsWith('src/features/'))) {
        context.report({ node: reportNode, messageId: 'sharedImportsFeature', data: { source } });
      }

      const feature = featureOf(rel);
      if (ownFeature !== null && feature !== null && feature !== ownFeature && !isFeatureIndex(rel, feature)) {
        context.report({ node: reportNode, messageId: 'crossFeature', data: { source, feature } });
      }

      if (inApp && feature !== null && !isFeatureIndex(rel, feature) && !(lazy && isFeaturePage(rel, feature))) {
        context.report({ node: reportNode, messageId: 'appImportsFeature', data: { source, feature } });
      }

      if (inLogic && !typeOnly && rel.startsWith('src/') && !isLogicPath(rel)) {
        context.report({ node: reportNode, messageId: 'logicValueImport', data: { source } });
      }

      if (!typeOnly && (rel === 'server' || rel.startsWith('server/'))) {
        if (!SERVER_VALUE_ALLOWED.has(stripExtension(rel))) {
          context.report({ node: reportNode, messageId: 'serverValueImport', data: { source } });
        }
      }
    }

    /** @param {any} node a statement with a `source` */
    function checkStatement(node) {
      if (node.source && typeof node.source.value === 'string') {
        check(node.source, node.source.value, isTypeOnly(node));
      }
    }

    /** @param {any} node */
    function literalString(node) {
      if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
      if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
        return node.quasis[0]?.value.cooked ?? null;
      }
      return null;
    }

    /** @type {import('eslint').Rule.RuleListener} */
    const listener = {
      ImportDeclaration: checkStatement,
      ExportNamedDeclaration: checkStatement,
      ExportAllDeclaration: checkStatement,
      ImportExpression(node) {
        const source = literalString(node.source);
        if (source !== null) check(node.source, source, false, true);
      },
      /** @param {any} node `import x = require('...')` (TypeScript) */
      TSImportEqualsDeclaration(node) {
        const ref = node.moduleReference;
        if (ref?.type === 'TSExternalModuleReference') {
          const source = literalString(ref.expression);
          if (source !== null) check(ref.expression, source, node.importKind === 'type');
        }
      },
    };

    if (inLogic) {
      listener['Program:exit'] = () => {
        const globalScope = context.sourceCode.scopeManager.globalScope;
        if (globalScope === null) return;
        /** @type {Set<import('eslint').Scope.Reference>} */
        const references = new Set();
        // Names nobody declared: unresolved references...
        for (const ref of globalScope.through) references.add(ref);
        // ...and globals declared by the configuration (e.g. globals.browser),
        // which ESLint resolves to implicit variables of the global scope.
        for (const name of LOGIC_FORBIDDEN_GLOBALS) {
          const variable = globalScope.set.get(name);
          if (variable && variable.defs.length === 0) {
            for (const ref of variable.references) references.add(ref);
          }
        }
        for (const ref of references) {
          const name = ref.identifier.name;
          if (!LOGIC_FORBIDDEN_GLOBALS.has(name)) continue;
          if (inTypePosition(ref.identifier)) continue;
          context.report({ node: ref.identifier, messageId: 'logicGlobal', data: { name } });
        }
      };
    }

    return listener;
  },
};

export default boundaries;
