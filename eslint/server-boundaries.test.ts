import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import serverBoundaries from './server-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it;

const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
});

// A project root that is not the real cwd: the rule finds it from the last `/server/src/`.
const file = (rel: string) => `/work/x/server/src/${rel}`;
const STREAM_ROUTES = file('streams/routes.ts');
const STREAMS_REPO = file('streams/repo.ts');
const CORE_AUTH = file('core/http/auth.ts');
const MEDIA = file('media/supervisor.ts');
const APP = file('app.ts');

ruleTester.run('vigil/server-boundaries', serverBoundaries, {
  valid: [
    // A domain uses its own files, the core, the media engine and other domains' indexes.
    { filename: STREAM_ROUTES, code: "import { streamsRepo } from './repo';" },
    { filename: STREAM_ROUTES, code: "import { mount } from '../core/http/mount';" },
    { filename: STREAM_ROUTES, code: "import { probeSource } from '../media/probe';" },
    { filename: STREAM_ROUTES, code: "import { requireFeature } from '../license';" },
    { filename: STREAM_ROUTES, code: "import { requireFeature } from '../license/index';" },
    { filename: STREAM_ROUTES, code: "export { requireFeature } from '../license/index.ts';" },
    // Types of the configuration are fine anywhere.
    { filename: STREAM_ROUTES, code: "import type { ServerConfig } from '../config';" },
    { filename: CORE_AUTH, code: "import { type SmtpConfig } from '../../config';" },
    // The core and the engine use each other.
    { filename: MEDIA, code: "import { recordingsRepo } from '../core/db/recordings-repo';" },
    // The composition wires every domain.
    { filename: APP, code: "import { streamsRoutes } from './streams/routes';" },
    // The contract is outside server/src.
    { filename: CORE_AUTH, code: "import { routes } from '../../../contract/routes';" },
    // SQL in repositories and in the database core.
    { filename: STREAMS_REPO, code: "import { sql } from 'kysely';\ndb.selectFrom('streams').selectAll();" },
    { filename: file('streams/permissions-repo.ts'), code: "db.deleteFrom('stream_permissions');" },
    { filename: file('core/db/migrations.ts'), code: "import { sql } from 'kysely';\ndb.insertInto('x');" },
    // Tests are not the server's code.
    { filename: file('streams/routes.test.ts'), code: "import { x } from '../users/repo';\ndb.selectFrom('x');" },
    // A type from Kysely is no query.
    { filename: STREAM_ROUTES, code: "import { type Selectable } from 'kysely';" },
    // Files outside server/src are not this rule's.
    { filename: '/work/x/server/test/app.test.ts', code: "import { x } from '../src/users/repo';" },
  ],
  invalid: [
    {
      filename: STREAM_ROUTES,
      code: "import { usersRepo } from '../users/repo';",
      errors: [{ messageId: 'domainInternal' }],
    },
    {
      filename: STREAM_ROUTES,
      code: "export { usersRepo } from '../users/repo.ts';",
      errors: [{ messageId: 'domainInternal' }],
    },
    {
      filename: STREAM_ROUTES,
      code: "const m = import('../users/repo');",
      errors: [{ messageId: 'domainInternal' }],
    },
    {
      filename: CORE_AUTH,
      code: "import type { UserRow } from '../../users';",
      errors: [{ messageId: 'engineImportsDomain' }],
    },
    {
      filename: MEDIA,
      code: "import { isUnheldSegment } from '../bookmarks';",
      errors: [{ messageId: 'engineImportsDomain' }],
    },
    {
      filename: STREAM_ROUTES,
      code: "import { readConfig } from '../config';",
      errors: [{ messageId: 'compositionValue' }],
    },
    // The wiring is the composition's own, types included: a domain declares its dependencies.
    {
      filename: STREAM_ROUTES,
      code: "import type { AppContext } from '../context';",
      errors: [{ messageId: 'compositionImport' }],
    },
    {
      filename: CORE_AUTH,
      code: "import { type AppContext } from '../../context.ts';",
      errors: [{ messageId: 'compositionImport' }],
    },
    {
      filename: file('bookmarks/plugin.ts'),
      code: "export type { VigilApp } from '../app';",
      errors: [{ messageId: 'compositionImport' }],
    },
    {
      filename: MEDIA,
      code: "const m = import('../main');",
      errors: [{ messageId: 'compositionImport' }],
    },
    {
      filename: STREAM_ROUTES,
      code: "import { sql } from 'kysely';",
      errors: [{ messageId: 'sqlOutsideRepo' }],
    },
    {
      filename: STREAM_ROUTES,
      code: "await ctx.db.selectFrom('streams').selectAll().execute();",
      errors: [{ messageId: 'sqlOutsideRepo' }],
    },
    {
      filename: MEDIA,
      code: "await db.updateTable('streams').set({}).execute();\nawait db.deleteFrom('segments').execute();",
      errors: [{ messageId: 'sqlOutsideRepo' }, { messageId: 'sqlOutsideRepo' }],
    },
  ],
});
