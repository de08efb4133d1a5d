/**
 * The error codes of the /v1 API and the HTTP status each one is answered with.
 * Every error body is `{ code, message }` (see `schemas/common.ts`).
 *
 * This file has no dependencies so that the console can import it as a value
 * (the catalogue of messages lives in the console's locales, keyed by code).
 */
export const errorStatus = {
  // 400: the request itself is wrong
  ValidationError: 400,
  RequestDecodeError: 400,
  BadRequest: 400,
  TimeRangeTooLong: 400,
  PasswordNotComplexEnough: 400,
  InvalidOldPassword: 400,
  SameOldAndNewPassword: 400,
  ProbeError: 400,
  LicenseIncorrect: 400,
  LifetimeCodeRequired: 400,
  UnknownLifetimeCode: 400,
  ActionNotAcceptable: 400,
  // 401: who are you?
  NotAuthorized: 401,
  AuthorizationFailed: 401,
  // 403: we know who you are, and the answer is no
  Forbidden: 403,
  AccessDenied: 403,
  QuotaReached: 403,
  LicenseExpired: 403,
  EnterpriseOnly: 403,
  FeatureNotInLicense: 403,
  AuditLogsDisabled: 403,
  // 404, 405, 409, 413, 423, 429
  NotFound: 404,
  MethodNotAllowed: 405,
  AlreadyUsed: 409,
  PayloadTooLarge: 413,
  Locked: 423,
  TooManyRequests: 429,
  // 5xx: ours, never with internals
  InternalServerError: 500,
  ResponseEncodeError: 500,
  Unavailable: 503,
  EHOSTUNREACH: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(errorStatus, value);
}

/**
 * The limits of a password, the server's and the console's pre-check alike: at least `minLength`
 * characters; shorter than `passphraseLength`, it needs two kinds of characters (lower and upper
 * case letters, digits, others); at least `distinctMin` different characters.
 */
export const passwordRules = { minLength: 8, passphraseLength: 16, distinctMin: 4 } as const;

/**
 * Why a request failed, beside its code, where the server can say it in one word: a refused
 * stream source, a source that could not be read, a password too weak to keep. The console shows
 * the reason's catalogue text (locales/<lang>/reasons.json, the `reasons` namespace) in the user's
 * language; `message` says the same in English.
 */
export const errorReasons = [
  // A source URL refused before anything opens it (ValidationError on the source field).
  'sourceEmpty',
  'sourceTooLong',
  'sourceLeadingDash',
  'sourceSpaces',
  'sourceShellCharacters',
  'sourceAmpersand',
  'sourceNoScheme',
  'sourceSchemeNotAllowed',
  'sourceForm',
  'sourceUnparsable',
  'sourceNoHost',
  'sourceDotDot',
  'demoLabel',
  'fileSourcesDisabled',
  'fileNotAbsolute',
  'filePlainPath',
  'fileNotVideo',
  'mediaFolderMissing',
  'fileMissing',
  'fileOutsideMedia',
  'fileNotRegular',
  // A source that was opened and could not be read (ProbeError).
  'probeTimeout',
  'probeNoVideo',
  'probeUnauthorized',
  'probeNotFound',
  'probeRefused',
  'probeHostUnknown',
  'probeUnreadable',
  // A password the server will not keep (PasswordNotComplexEnough on the password field); the limits are passwordRules.
  'passwordTooShort',
  'passwordCommon',
  'passwordContainsLogin',
  'passwordFewCharacters',
  'passwordNeedsKinds',
  // An administrator's action on a user that the server refuses (ActionNotAcceptable).
  'userSelf',
  'userLastAdministrator',
  'userManaged',
  // A user who must choose a new password calls anything but their profile (Forbidden).
  'passwordChangeRequired',
  // A user the policy asks for a second factor, who has none yet, calls anything but the enrolment (Forbidden).
  'secondFactorRequired',
  // A sensitive action in a session whose last proof of who the user is has grown old (Forbidden);
  // step-up for a user who has nothing to prove with here, neither a password nor a factor (ActionNotAcceptable).
  'stepUpRequired',
  'stepUpUnavailable',
  // The second step of sign-in: the ticket is unknown, used or older than 5 minutes (AuthorizationFailed).
  'signInTicketExpired',
  // Enrolment: a second authenticator app while one is enrolled, or a code with no pending secret (ActionNotAcceptable).
  'totpAlreadyEnrolled',
  'totpNotStarted',
  // A passkey's registration or sign-in answer that does not verify: wrong or used challenge, another
  // origin, a bad signature, a passkey unknown here, or a sign counter that went back (ActionNotAcceptable
  // when adding one, AuthorizationFailed when signing in).
  'passkeyNotVerified',
  // An API token asks for what needs a signed-in session: a new token, a new password or e-mail (Forbidden).
  'sessionRequired',
  // A mosaic's tile refused (ValidationError on cells/<i>/position or cells/<i>/streamUid).
  'mosaicTileOutside',
  'mosaicTileOverlap',
  'mosaicStreamUnknown',
  // A configuration refused (ValidationError on the field).
  'brandColorContrast',
  'logoNotImage',
  'logoTooLarge',
  'emailMissing',
  // The directory's settings refused (ValidationError on the field): set by the environment, or a filter without {login}.
  'directoryFilter',
  'setByEnvironment',
  // Password reset switched off in the configuration (Forbidden).
  'passwordResetDisabled',
  // A license text refused (LicenseIncorrect): not a license, not trusted, or not valid at the server's time.
  'licenseMalformed',
  'licenseSignature',
  'licenseNoKeys',
  'licenseExpired',
  'licenseNotYetValid',
  // Draining the last node that takes streams (ActionNotAcceptable).
  'nodeLastUndrained',
  // The cluster node that holds a stream's video or recordings does not answer (Unavailable).
  'nodeUnavailable',
  // A tunnel asked for at a location that has no configured relay (ValidationError on location).
  'tunnelLocationUnknown',
  // A bookmark refused (ValidationError on the field): its end not after its start, its stream
  // unknown or not viewable by the caller, its name blank once trimmed.
  'bookmarkEndBeforeStart',
  'bookmarkStreamUnknown',
  'bookmarkNameBlank',
  // An evidence hold refused: the caller may not hold this stream's recordings (Forbidden), or the
  // hold would take the caller past the held hours an administrator allows (QuotaReached).
  'holdNotAllowed',
  'holdCapReached',
  // A case export over a limit (docs/exports.md#limits): an item longer than the longest
  // (TimeRangeTooLong on items/<i>/endTime), the whole larger than the largest by the recordings'
  // sizes (QuotaReached on items), or too many of one's exports queued or running (TooManyRequests).
  'exportItemTooLong',
  'exportTooLarge',
  'exportsUnfinished',
  // Single sign-on refused (the sign-in page shows it after the provider sent the browser back).
  'ssoNotConfigured',
  'ssoFailed',
  'ssoCancelled',
  'ssoLoginTaken',
  'ssoEmailUnverified',
  'ssoNoLogin',
  'ssoBlocked',
  // A one-line text with a control character (a line break, a tab…): ValidationError on the field.
  'controlCharacters',
  // A clip link that no longer opens (Forbidden), or whose password is missing or wrong (AuthorizationFailed).
  'clipLinkExpired',
  'clipLinkRevoked',
  'clipLinkUsedUp',
  'clipPasswordRequired',
  'clipPasswordWrong',
  // Live over WebRTC (WHEP): an offer that is not SDP (ValidationError on body), WebRTC switched off
  // on the server, or a picture the browser cannot take over WebRTC (Unavailable): the player falls
  // back to low-latency HLS.
  'sdpMalformed',
  'webrtcOff',
  'webrtcUnsupportedCodec',
] as const;

export type ErrorReason = (typeof errorReasons)[number];

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && (errorReasons as readonly string[]).includes(value);
}
