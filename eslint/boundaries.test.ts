import { RuleTester } from 'eslint';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import boundaries from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it;

const ruleTester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    ecmaVersion: 'latest',
    sourceType: 'module',
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

// A project root that is not the real cwd: the rule finds it from the last `/src/`.
const root = '/work/x';
const file = (rel: string) => `${root}/${rel}`;

const SHARED = file('src/shared/http/client.ts');
const STREAMS = file('src/features/streams/components/stream-list.tsx');
const STREAMS_LOGIC = file('src/features/streams/logic/group-by-tag.ts');
const SHARED_LOGIC = file('src/shared/logic/expiry.ts');
const APP = file('src/app/routes.tsx');
const AUDIT = file('src/features/admin/audit/pages/audit-logs-page.tsx');

ruleTester.run('vigil/boundaries', boundaries, {
  valid: [
    // shared/ imports shared/ and packages.
    { filename: SHARED, code: "import { formatDate } from '../format/date';\nimport axios from 'axios';" },
    { filename: SHARED, code: "import { storage } from '@/shared/storage';" },
    // A feature imports another feature through its index, in every spelling.
    { filename: STREAMS, code: "import { useAuth } from '@/features/auth';" },
    { filename: STREAMS, code: "import { useAuth } from '@/features/auth/index';" },
    { filename: STREAMS, code: "import { useAuth } from '../../auth/index.ts';" },
    { filename: STREAMS, code: "export { useAuth } from '../../auth/index.tsx';" },
    // ...and anything inside itself.
    {
      filename: STREAMS,
      code: "import { listStreams } from '../api';\nimport { groupByTag } from '../logic/group-by-tag';",
    },
    // app/ may reach feature pages (lazy routes).
    { filename: APP, code: "const SignIn = lazy(() => import('@/features/auth/pages/sign-in'));" },
    { filename: APP, code: "const Stats = lazy(() => import('@/features/admin/stats/pages/stats-page'));" },
    // ...and everything else of a feature through its index, an administration sub-feature's own included.
    {
      filename: APP,
      code: [
        "import { useStream } from '@/features/streams';",
        "import { authApi } from '../features/auth/index';",
        "import { useVersionCheck } from '@/features/admin/stats';",
        "import type { AuditEntry } from '@/features/admin/audit/index.ts';",
      ].join('\n'),
    },
    // An administration sub-feature: anything inside itself, another one through its index.
    {
      filename: AUDIT,
      code: [
        "import { auditApi } from '../api';",
        "import { StatsCard } from '@/features/admin/server-debug';",
        "import { licenseKeys } from '../../license/index';",
        "import { useStream } from '@/features/streams';",
      ].join('\n'),
    },
    // logic/ imports other logic/ folders, dayjs, and types from anywhere.
    {
      filename: STREAMS_LOGIC,
      code: [
        "import dayjs from 'dayjs';",
        "import { expiresAt } from '@/shared/logic/expiry';",
        "import { intervals } from './intervals';",
        "import type { Stream } from '../api';",
        "import { type Settings } from '@/shared/storage';",
        "import type { StreamDto } from '@contract/schemas/stream';",
      ].join('\n'),
    },
    // logic/ may use its own variables named like browser globals.
    {
      filename: SHARED_LOGIC,
      code: 'export function isOpen(window: { start: number; end: number }, now: number) { return window.start <= now && now < window.end; }',
    },
    { filename: SHARED_LOGIC, code: 'const document = { title: "x" };\nexport const title = document.title;' },
    // A type position is not a runtime use.
    {
      filename: SHARED_LOGIC,
      code: 'export type Win = typeof window;\nexport type Store = typeof window.localStorage;',
    },
    // The browser globals are fine outside logic/.
    {
      filename: SHARED,
      code: 'export const read = (k: string) => window.localStorage.getItem(k) ?? navigator.language;',
    },
    // The server: types anywhere, values only from endpoints, errors and the search ranking.
    {
      filename: SHARED,
      code: "import { endpoints } from '@contract/endpoints';\nimport { errorCodes } from '@contract/errors.ts';",
    },
    { filename: SHARED, code: "import { endpoints } from '../../../server/contract/endpoints';" },
    { filename: SHARED, code: "import { rankText } from '@contract/search-rank';" },
    { filename: SHARED, code: "import { BOOKMARK_NAME_MAX } from '@contract/bookmark-limits';" },
    { filename: SHARED, code: "import { MOTION_CELLS } from '@contract/motion-grid';" },
    { filename: SHARED, code: "import { uniformSchedule } from '@contract/recording-mode';" },
    { filename: SHARED, code: "import type { LoginBody } from '@contract/routes/auth';" },
    { filename: SHARED, code: "import { type LoginBody, type LoginReply } from '@contract/routes/auth';" },
    { filename: SHARED, code: "export type { UserDto } from '@contract/schemas/user';" },
    { filename: SHARED, code: "export { type UserDto } from '@contract/schemas/user';" },
    { filename: SHARED, code: "export type * from '@contract/schemas/user';" },
    { filename: SHARED, code: "type Routes = typeof import('@contract/routes');" },
    // Files outside the console are not checked.
    { filename: file('server/src/app.ts'), code: "import { users } from '../contract/routes/users';" },
    { filename: file('e2e/sign-in.spec.ts'), code: "import { routes } from '../server/contract/routes';" },
    // A non-literal dynamic import cannot be resolved: ignored.
    { filename: SHARED, code: 'export const load = (name: string) => import(name);' },
  ],

  invalid: [
    // shared/ never imports features/ (even types, or a feature's index).
    {
      filename: SHARED,
      code: "import { useAuth } from '@/features/auth';",
      errors: [{ messageId: 'sharedImportsFeature' }],
    },
    {
      filename: SHARED,
      code: "import type { Stream } from '../../features/streams/api';",
      errors: [{ messageId: 'sharedImportsFeature' }],
    },
    {
      filename: SHARED,
      code: "export { StreamList } from '@/features/streams/components/stream-list';",
      errors: [{ messageId: 'sharedImportsFeature' }],
    },
    // Features import each other only through the index.
    {
      filename: STREAMS,
      code: "import { signIn } from '@/features/auth/api';",
      errors: [{ messageId: 'crossFeature', data: { source: '@/features/auth/api', feature: 'auth' } }],
    },
    {
      filename: STREAMS,
      code: "import type { Session } from '../../auth/store.ts';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: STREAMS,
      code: "export * from '../../player/components/player';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: STREAMS,
      code: "const Page = () => import('@/features/player/pages/live');",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: STREAMS,
      code: "import { indexOf } from '@/features/auth/indexes';",
      errors: [{ messageId: 'crossFeature' }],
    },
    // app/ imports a feature only through its index: not a module inside it...
    {
      filename: APP,
      code: "import { useMosaic } from '@/features/mosaics/use-mosaic';",
      errors: [
        { messageId: 'appImportsFeature', data: { source: '@/features/mosaics/use-mosaic', feature: 'mosaics' } },
      ],
    },
    {
      filename: file('src/app/shell/header-parts.tsx'),
      code: "import type { Session } from '../../features/auth/store.ts';",
      errors: [{ messageId: 'appImportsFeature' }],
    },
    // ...nor a page but lazily...
    {
      filename: APP,
      code: "import { SignInPage } from '@/features/auth/pages/sign-in-page';",
      errors: [{ messageId: 'appImportsFeature' }],
    },
    // ...nor lazily anything but a page...
    {
      filename: APP,
      code: "const hls = () => import('@/features/player/hls-controller');",
      errors: [{ messageId: 'appImportsFeature' }],
    },
    // ...and an administration sub-feature only through its own index, not the folder's.
    {
      filename: file('src/app/shell/use-update-notice.ts'),
      code: "import { versionState } from '@/features/admin/stats/logic/version-state';",
      errors: [
        {
          messageId: 'appImportsFeature',
          data: { source: '@/features/admin/stats/logic/version-state', feature: 'admin/stats' },
        },
      ],
    },
    {
      filename: file('src/app/start-up.test.tsx'),
      code: "export * from '../features/admin/license/api';",
      errors: [{ messageId: 'appImportsFeature' }],
    },
    // Administration sub-features import each other only through their index...
    {
      filename: AUDIT,
      code: "import { statsApi } from '../../stats/api';",
      errors: [{ messageId: 'crossFeature', data: { source: '../../stats/api', feature: 'admin/stats' } }],
    },
    {
      filename: AUDIT,
      code: "import { StatsCard } from '@/features/admin/server-debug/components/stats-card';",
      errors: [{ messageId: 'crossFeature' }],
    },
    // ...and so do other features.
    {
      filename: STREAMS,
      code: "import { licenseApi } from '@/features/admin/license/api';",
      errors: [
        { messageId: 'crossFeature', data: { source: '@/features/admin/license/api', feature: 'admin/license' } },
      ],
    },
    // logic/ imports no UI, HTTP, player, router, store or i18n package.
    {
      filename: STREAMS_LOGIC,
      code: [
        "import { useState } from 'react';",
        "import { createRoot } from 'react-dom/client';",
        "import { Button } from 'antd';",
        "import { PlusOutlined } from '@ant-design/icons';",
        "import axios from 'axios';",
        "import Hls from 'hls.js/light';",
        "import { useNavigate } from 'react-router-dom';",
        "import { create } from 'zustand';",
        "import i18next from 'i18next';",
        "import { useTranslation } from 'react-i18next';",
      ].join('\n'),
      errors: Array.from({ length: 10 }, () => ({ messageId: 'logicPackage' as const })),
    },
    {
      filename: STREAMS_LOGIC,
      code: "import type { ReactNode } from 'react';",
      errors: [{ messageId: 'logicPackage', data: { name: 'react' } }],
    },
    // Another feature's logic/ is still another feature: only through its index.
    {
      filename: STREAMS_LOGIC,
      code: "import { zoom } from '../../timeline/logic/zoom';",
      errors: [{ messageId: 'crossFeature' }],
    },
    // logic/ imports values from src only out of logic/ folders.
    {
      filename: STREAMS_LOGIC,
      code: "import { listStreams } from '../api';",
      errors: [{ messageId: 'logicValueImport' }],
    },
    {
      filename: SHARED_LOGIC,
      code: "import { storage } from '@/shared/storage';\nconst m = await import('../format/date');",
      errors: [{ messageId: 'logicValueImport' }, { messageId: 'logicValueImport' }],
    },
    {
      filename: STREAMS_LOGIC,
      code: "import '../components/styles.css';",
      errors: [{ messageId: 'logicValueImport' }],
    },
    // logic/ uses no browser globals.
    {
      filename: SHARED_LOGIC,
      code: [
        'export const w = window.innerWidth;',
        'export const t = document.title;',
        "export const a = localStorage.getItem('a');",
        "export const b = sessionStorage.getItem('b');",
        'export const l = () => navigator.language;',
      ].join('\n'),
      errors: [
        { messageId: 'logicGlobal', data: { name: 'window' }, line: 1 },
        { messageId: 'logicGlobal', data: { name: 'document' }, line: 2 },
        { messageId: 'logicGlobal', data: { name: 'localStorage' }, line: 3 },
        { messageId: 'logicGlobal', data: { name: 'sessionStorage' }, line: 4 },
        { messageId: 'logicGlobal', data: { name: 'navigator' }, line: 5 },
      ],
    },
    // A value use inside a type assertion is still a runtime use.
    {
      filename: SHARED_LOGIC,
      code: 'export const w = window as unknown as { innerWidth: number };',
      errors: [{ messageId: 'logicGlobal', data: { name: 'window' } }],
    },
    // ...also when the configuration declares the browser globals.
    {
      filename: STREAMS_LOGIC,
      code: 'export function visible() { return document.visibilityState === "visible"; }',
      languageOptions: { globals: globals.browser },
      errors: [{ messageId: 'logicGlobal', data: { name: 'document' } }],
    },
    // The server: no value imports except endpoints and errors.
    {
      filename: SHARED,
      code: "import { LoginBody } from '@contract/routes/auth';",
      errors: [{ messageId: 'serverValueImport' }],
    },
    {
      filename: STREAMS,
      code: "import { routes } from '@contract';",
      errors: [{ messageId: 'serverValueImport' }],
    },
    {
      filename: STREAMS,
      code: "import { type UserDto, userSchema } from '../../../../server/contract/schemas/user';",
      errors: [{ messageId: 'serverValueImport' }],
    },
    {
      filename: SHARED,
      code: "export { Type } from '@contract/schemas/common';",
      errors: [{ messageId: 'serverValueImport' }],
    },
    {
      filename: SHARED,
      code: "export * from '@contract/route';",
      errors: [{ messageId: 'serverValueImport' }],
    },
    {
      filename: APP,
      code: 'const m = import(`../../server/src/config`);',
      errors: [{ messageId: 'serverValueImport' }],
    },
    {
      filename: SHARED,
      code: "import '@contract/schemas/user';",
      errors: [{ messageId: 'serverValueImport' }],
    },
    // Several rules at once: a logic/ file importing a schema value.
    {
      filename: STREAMS_LOGIC,
      code: "import { streamSchema } from '@contract/schemas/stream';",
      errors: [{ messageId: 'serverValueImport' }],
    },
  ],
});

// The `root` option pins the project root, so a `src/` deeper down is not mistaken for it.
ruleTester.run('vigil/boundaries with root', boundaries, {
  valid: [
    {
      filename: '/repo/server/src/app.ts',
      options: [{ root: '/repo' }],
      code: "import { users } from '../contract/routes/users';",
    },
  ],
  invalid: [
    {
      filename: '/repo/src/shared/http/client.ts',
      options: [{ root: '/repo/' }],
      code: "import { useAuth } from '@/features/auth';",
      errors: [{ messageId: 'sharedImportsFeature' }],
    },
  ],
});
