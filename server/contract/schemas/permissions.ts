import { Type, type Static } from '@sinclair/typebox';
import { Login } from './common';
import { StreamName, StreamUid } from './stream';

export const PermissionLevel = Type.Union([Type.Literal('view'), Type.Literal('manage')], {
  description:
    'view: see the stream in lists, watch live and archive, download, annotations. ' +
    'manage: view, plus edit, pause, resume, delete, logs, probe and share links. ' +
    'A read-only user with a manage entry only gets view.',
});
export type PermissionLevel = Static<typeof PermissionLevel>;

/**
 * One grant: a user may view or manage a stream.
 *
 * Design (the spec does not show the shape): one flat entry type serves both
 * sides, the stream's permission tab (GET /v1/stream/{uid}/permissions) and the
 * user's (GET /v1/user/{login}/permissions), so each side reads the same rows
 * filtered by the other key. Two levels rather than a set of flags, because each
 * level includes the one below and the checks are then a single comparison.
 * Administrators see and manage every stream without entries and are never
 * listed; whoever creates a stream receives a manage entry for it.
 */
export const StreamPermission = Type.Object(
  {
    login: Login,
    streamUid: StreamUid,
    streamName: StreamName,
    level: PermissionLevel,
  },
  { additionalProperties: false },
);
export type StreamPermission = Static<typeof StreamPermission>;

export const StreamPermissionList = Type.Object(
  {
    items: Type.Array(StreamPermission, { description: 'Sorted by stream name, then login.' }),
  },
  {
    additionalProperties: false,
    description:
      'Explicit grants only (administrators are not listed). Wrapped in an object so that fields can be added later.',
  },
);
export type StreamPermissionList = Static<typeof StreamPermissionList>;

/**
 * POST /v1/user/{login}/permissions: the complete new list of this user's grants.
 * It replaces the old list (the console edits the whole list, then saves), so the
 * call is idempotent and the audit log records one change.
 */
export const SetUserPermissionsBody = Type.Object(
  {
    items: Type.Array(Type.Object({ streamUid: StreamUid, level: PermissionLevel }, { additionalProperties: false }), {
      maxItems: 10000,
      description: 'A stream listed twice is a ValidationError; an unknown uid is NotFound.',
    }),
  },
  { additionalProperties: false },
);
export type SetUserPermissionsBody = Static<typeof SetUserPermissionsBody>;

/** POST /v1/stream/{uid}/permissions: the complete new list of grants on this stream; replaces the old one. */
export const SetStreamPermissionsBody = Type.Object(
  {
    items: Type.Array(Type.Object({ login: Login, level: PermissionLevel }, { additionalProperties: false }), {
      maxItems: 10000,
      description:
        'A login listed twice is a ValidationError; an unknown login is NotFound; administrators are ignored.',
    }),
  },
  { additionalProperties: false },
);
export type SetStreamPermissionsBody = Static<typeof SetStreamPermissionsBody>;
