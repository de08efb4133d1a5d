/**
 * The actions the server writes to the audit log, by group (the action's first word). The
 * filter offers a whole group (its prefix, `auth.`) or one action; an action the console does not
 * know yet is shown as the server wrote it.
 */
export const ACTION_GROUPS = {
  auth: ['auth.sign-in', 'auth.sign-out', 'auth.step-up'],
  password: ['password.reset-request', 'password.reset'],
  profile: [
    'profile.update',
    'profile.second-factor-start',
    'profile.second-factor-enrol',
    'profile.second-factor-remove',
    'profile.passkey-add',
    'profile.passkey-rename',
    'profile.passkey-remove',
  ],
  session: ['session.delete', 'session.terminate-others'],
  token: ['token.create', 'token.delete'],
  user: [
    'user.create',
    'user.update',
    'user.delete',
    'user.block',
    'user.unblock',
    'user.session.delete',
    'user.second-factor-reset',
  ],
  permissions: ['permissions.stream', 'permissions.user'],
  stream: ['stream.create', 'stream.update', 'stream.delete', 'stream.pause', 'stream.resume', 'stream.share-revoke'],
  archive: ['archive.view', 'archive.download'],
  export: [
    'export.create',
    'export.download',
    'export.verify',
    'export.link-create',
    'export.link-open',
    'export.link-download',
    'export.link-revoke',
  ],
  mosaic: ['mosaic.create', 'mosaic.save', 'mosaic.delete'],
  bookmark: ['bookmark.create', 'bookmark.update', 'bookmark.delete'],
  config: ['config.save', 'config.logo', 'config.logo-remove', 'config.test-email'],
  directory: ['directory.save', 'directory.test', 'directory.sync'],
  license: ['license.save', 'license.delete'],
  cluster: ['cluster.drain', 'cluster.undrain'],
  tunnel: ['tunnel.start', 'tunnel.stop'],
  access: ['access.denied', 'access.unauthenticated'],
  system: ['system.unlock', 'system.log-level'],
  audit: ['audit.export'],
} as const satisfies Record<string, readonly string[]>;

export type ActionGroup = keyof typeof ACTION_GROUPS;
export type KnownAction = (typeof ACTION_GROUPS)[ActionGroup][number];

const KNOWN = new Set<string>(Object.values(ACTION_GROUPS).flat());

export const GROUPS = Object.keys(ACTION_GROUPS) as ActionGroup[];

export function isKnownAction(action: string): action is KnownAction {
  return KNOWN.has(action);
}

/** The filter's value for a whole group: its prefix. */
export function groupPrefix(group: ActionGroup): string {
  return `${group}.`;
}

/** The text key of an action (dots are the key separator of the texts): `auth.sign-in` → `auth_sign-in`. */
export function actionKey(action: KnownAction): string {
  return action.replace(/\./g, '_');
}
