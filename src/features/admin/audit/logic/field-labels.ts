/**
 * Where the details of an audit entry find their words on the pages that edit the same things:
 * the label of a changed field (`fields`, `x.old`/`x.new`), the sentence of a secret that changed,
 * a setting's value in words. Keys are `namespace:key` of the locale files; a label of two keys is
 * written as both (the mail section's "Port" is unclear alone).
 */

/** The configuration page's fields (`links.site` as the server flattens them). */
const CONFIGURATION: Record<string, string[]> = {
  appTitle: ['admin-config:look.appTitle'],
  appLogo: ['admin-config:logo.label'],
  defaultLanguage: ['admin-config:look.defaultLanguage'],
  defaultTheme: ['admin-config:look.defaultTheme'],
  brandColor: ['admin-config:look.brandColor'],
  archiveMaxDepthHours: ['admin-config:archive.depth'],
  archiveDownloadMaxSeconds: ['admin-config:archive.download'],
  playlistMaxSeconds: ['admin-config:archive.playlist'],
  rangesMaxSeconds: ['admin-config:archive.ranges'],
  smtpServerEnabled: ['admin-config:mail.enabled'],
  smtpServerHost: ['admin-config:mail.host'],
  smtpServerPort: ['admin-config:mail.title', 'admin-config:mail.port'],
  smtpServerProtected: ['admin-config:mail.protected'],
  smtpServerUser: ['admin-config:mail.title', 'admin-config:mail.user'],
  smtpServerPassword: ['admin-config:mail.title', 'admin-config:mail.password'],
  smtpServerFrom: ['admin-config:mail.title', 'admin-config:mail.from'],
  passwordResetAllowed: ['admin-config:access.passwordReset'],
  auditLogsEnabled: ['admin-config:access.auditEnabled'],
  auditLogsRetentionDays: ['admin-config:access.retention'],
  versionCheckUrl: ['admin-config:access.versionCheck'],
  'links.documentation': ['admin-config:access.documentation'],
  'links.site': ['admin-config:access.site'],
  'links.pricing': ['admin-config:access.pricing'],
  oidcIssuer: ['admin-config:sso.title', 'admin-config:sso.issuer'],
  oidcClientId: ['admin-config:sso.title', 'admin-config:sso.clientId'],
  oidcClientSecret: ['admin-config:sso.title', 'admin-config:sso.clientSecret'],
  oidcLabel: ['admin-config:sso.title', 'admin-config:sso.label'],
  oidcAdminGroups: ['admin-config:sso.title', 'admin-config:sso.adminGroups'],
  oidcReadonlyGroups: ['admin-config:sso.title', 'admin-config:sso.readonlyGroups'],
  oidcGroupsClaim: ['admin-config:sso.title', 'admin-config:sso.groupsClaim'],
};

/** The profile and user forms' fields, by the request's names (`name` is the login). */
const USER: Record<string, string[]> = {
  name: ['people:fields.login'],
  email: ['people:fields.email'],
  fullName: ['people:fields.fullName'],
  language: ['people:fields.language'],
  password: ['people:fields.password'],
  permissionType: ['people:fields.role'],
  maxStreamCreation: ['people:fields.streamLimit'],
  mustChangePassword: ['people:fields.mustChangePassword'],
};

/** The stream settings form's fields. */
const STREAM: Record<string, string[]> = {
  name: ['stream-form:fields.name'],
  streamSource: ['stream-form:fields.source'],
  subSource: ['stream-form:fields.subSource'],
  tags: ['stream-form:fields.tags'],
  location: ['stream-form:fields.location'],
  meta: ['stream-form:fields.marker'],
  archive: ['stream-form:fields.archive'],
  live: ['stream-form:fields.onDemand'],
};

/** The bookmark form's fields. */
const BOOKMARK: Record<string, string[]> = {
  name: ['bookmarks:form.name'],
  description: ['bookmarks:form.description'],
  tags: ['bookmarks:form.tags'],
  startTime: ['bookmarks:form.start'],
  endTime: ['bookmarks:form.end'],
  hold: ['bookmarks:form.hold'],
};

const BY_ACTION: Record<string, Record<string, string[]>> = {
  'config.save': CONFIGURATION,
  'profile.update': USER,
  'user.create': USER,
  'user.update': USER,
  'stream.update': STREAM,
  'bookmark.create': BOOKMARK,
  'bookmark.update': BOOKMARK,
};

const own = <T>(map: Record<string, T> | undefined, key: string): T | null =>
  map && Object.hasOwn(map, key) ? (map[key] ?? null) : null;

/** The locale keys of a field's label for an entry of `action`; null when the field is not one of a form. */
export function fieldLabelKeys(action: string, field: string): string[] | null {
  return own(BY_ACTION[action], field);
}

/** Secrets whose change is said in one sentence (the server keeps only that they changed, never a value). */
const SECRETS: Record<string, string> = {
  smtpServerPassword: 'admin-audit:detailSecrets.smtpServerPassword',
  oidcClientSecret: 'admin-audit:detailSecrets.oidcClientSecret',
};

/** The locale key of the sentence saying a secret changed; null when `field` is no secret of `action`. */
export function secretKey(action: string, field: string): string | null {
  return action === 'config.save' ? own(SECRETS, field) : null;
}

/** A value in words where a page shows it so (a language, a theme, a role, a stream limit, how mail went); null: as it is. */
export function settingValueKey(field: string, value: string): string | null {
  // A user's stream limit: -1 and 0 have names on the user pages.
  if (field === 'maxStreamCreation')
    return { '-1': 'people:limits.unlimited', '0': 'people:limits.readOnly' }[value] ?? null;
  if (!/^[A-Za-z]+$/.test(value)) return null;
  if (field === 'defaultLanguage' || field === 'language') return `people:languages.${value}`;
  if (field === 'defaultTheme') return `admin-config:look.themes.${value}`;
  if (field === 'permissionType') return `people:roles.${value}`;
  if (field === 'transport') return `admin-audit:detailValues.${value}`;
  return null;
}

/** The permissions page's name of a level of access (view, manage). */
export function levelKey(level: string): string | null {
  return level === 'view' || level === 'manage' ? `grants:levels.${level}` : null;
}
