import { Type, type Static } from '@sinclair/typebox';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '../endpoints';
import { IsoTime, Language, SingleLine } from './common';
import { BrandColor, ThemePreference } from './system';

const Url = Type.String({
  maxLength: 2048,
  pattern: '^(https?://|/)[^\\s]*$',
  description: 'http(s) or a path on this server.',
});
const NullableUrl = Type.Union([Url, Type.Null()]);
const HttpUrl = Type.String({ maxLength: 2048, pattern: '^https?://[^\\s]+$' });

const OidcGroups = Type.Array(SingleLine({ minLength: 1, maxLength: 255 }), {
  maxItems: 100,
  description: 'Single sign-on: group names that give this role (the first match: administrator, then read-only).',
});

/** The single sign-on fields the environment may set. */
export const OIDC_FIELDS = [
  'oidcIssuer',
  'oidcClientId',
  'oidcClientSecret',
  'oidcLabel',
  'oidcAdminGroups',
  'oidcReadonlyGroups',
  'oidcGroupsClaim',
] as const;
const OidcField = Type.Union(OIDC_FIELDS.map((f) => Type.Literal(f)));

/**
 * GET /v1/admin/configuration: what an administrator may change at run time.
 * Names follow the boot data (UiSettings), which shows the public part of it.
 * The SMTP password is write-only: the reply only says whether one is set.
 * The logo is uploaded and removed by its own calls (appLogo is its address then).
 */
export const Configuration = Type.Object(
  {
    appTitle: SingleLine({ minLength: 1, maxLength: 100 }),
    appLogo: NullableUrl,
    defaultLanguage: Language,
    defaultTheme: ThemePreference,
    brandColor: BrandColor,
    archiveMaxDepthHours: Type.Integer({
      minimum: -1,
      maximum: 876000,
      description: '-1: keep until disk runs short.',
    }),
    archiveDownloadMaxSeconds: Type.Integer({ minimum: 1, maximum: 86400 }),
    playlistMaxSeconds: Type.Integer({ minimum: 60, maximum: 31536000 }),
    rangesMaxSeconds: Type.Integer({ minimum: 60, maximum: 31536000 }),
    bookmarkHoldMaxHours: Type.Integer({
      minimum: 0,
      maximum: 876000,
      description:
        'The most hours of recordings one user may keep under evidence hold (the sum of their held bookmarks); ' +
        'administrators are not capped. 0: only administrators hold.',
    }),
    smtpServerEnabled: Type.Boolean({ description: 'false: no e-mail by SMTP; messages go to the outbox folder.' }),
    smtpServerHost: SingleLine({ maxLength: 253, description: 'Empty: messages go to the outbox folder.' }),
    smtpServerPort: Type.Integer({ minimum: 1, maximum: 65535 }),
    smtpServerProtected: Type.Boolean({ description: 'TLS.' }),
    smtpServerUser: SingleLine({ maxLength: 254 }),
    smtpServerFrom: SingleLine({ maxLength: 254, description: 'Sender address of reset codes.' }),
    smtpServerHasPassword: Type.Boolean(),
    passwordResetAllowed: Type.Boolean(),
    requireSecondFactor: Type.Union([Type.Literal('none'), Type.Literal('admins'), Type.Literal('everyone')], {
      description:
        'Who must have a second factor: a user it covers who has none is held to enrolling one after the password.',
    }),
    auditLogsEnabled: Type.Boolean(),
    auditLogsDisabledSince: Type.Union([IsoTime, Type.Null()], {
      description: 'When the audit log was switched off; null while it is on. Read-only.',
    }),
    auditLogsRetentionDays: Type.Integer({ minimum: 1, maximum: 3650 }),
    versionCheckUrl: Type.Union([HttpUrl, Type.Null()], {
      description: "The provider's release API; null: no version check (no outside request is made).",
    }),
    links: Type.Object(
      { documentation: NullableUrl, site: NullableUrl, pricing: NullableUrl },
      { additionalProperties: false, description: 'null hides the menu entry.' },
    ),
    oidcIssuer: Type.String({
      maxLength: 2048,
      pattern: '^(https?://[^\\s]+)?$',
      description: "Single sign-on: the OpenID provider's issuer URL; empty: no single sign-on.",
    }),
    oidcClientId: SingleLine({
      maxLength: 255,
      description: 'Single sign-on: this server as a client of the provider.',
    }),
    oidcClientHasSecret: Type.Boolean({ description: 'Whether a client secret is set (it is never answered).' }),
    oidcLabel: SingleLine({ maxLength: 60, description: 'The sign-in button says "Sign in with <label>".' }),
    oidcAdminGroups: OidcGroups,
    oidcReadonlyGroups: OidcGroups,
    oidcGroupsClaim: SingleLine({ minLength: 1, maxLength: 100, description: 'The ID token claim that lists groups.' }),
    oidcFromEnvironment: Type.Array(OidcField, {
      description: 'Single sign-on fields set by the environment (VIGIL_OIDC_*): they win and cannot be saved here.',
    }),
  },
  { additionalProperties: false },
);
export type Configuration = Static<typeof Configuration>;

/**
 * PUT /v1/admin/configuration: only the given fields change. smtpServerPassword and oidcClientSecret: a string
 * sets it, null clears it. A single sign-on field set by the environment is refused (ValidationError).
 */
export const SaveConfigurationBody = Type.Object(
  {
    ...Type.Partial(
      Type.Omit(Configuration, [
        'smtpServerHasPassword',
        'links',
        'appLogo',
        'auditLogsDisabledSince',
        'oidcClientHasSecret',
        'oidcFromEnvironment',
      ]),
    ).properties,
    smtpServerPassword: Type.Optional(Type.Union([Type.String({ maxLength: 1024 }), Type.Null()])),
    oidcClientSecret: Type.Optional(Type.Union([Type.String({ maxLength: 1024 }), Type.Null()])),
    links: Type.Optional(
      Type.Object(
        {
          documentation: Type.Optional(NullableUrl),
          site: Type.Optional(NullableUrl),
          pricing: Type.Optional(NullableUrl),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type SaveConfigurationBody = Static<typeof SaveConfigurationBody>;

/** PUT /v1/admin/configuration/logo: the image, base64-encoded. */
export const UploadLogoBody = Type.Object(
  {
    type: Type.Union(LOGO_TYPES.map((t) => Type.Literal(t))),
    data: Type.String({
      minLength: 4,
      maxLength: Math.ceil(LOGO_MAX_BYTES / 3) * 4,
      pattern: '^[A-Za-z0-9+/]+={0,2}$',
      description: `Base64 of the image file, at most ${LOGO_MAX_BYTES} bytes.`,
    }),
  },
  { additionalProperties: false },
);
export type UploadLogoBody = Static<typeof UploadLogoBody>;

/** POST /v1/admin/configuration/test-email: what the mail server answered. */
export const TestEmailReply = Type.Object(
  {
    to: Type.String(),
    delivered: Type.Boolean({ description: 'false: the mail server refused or did not answer.' }),
    transport: Type.Union([Type.Literal('smtp'), Type.Literal('outbox')]),
    answer: Type.String({ description: "The SMTP server's last reply, or the outbox file, or why it failed." }),
  },
  { additionalProperties: false },
);
export type TestEmailReply = Static<typeof TestEmailReply>;
