import { Type } from '@sinclair/typebox';
import { route } from '../route';
import {
  AuditLogFilter,
  AuditLogList,
  AuditLogQuery,
  Configuration,
  License,
  LogLevelBody,
  SaveConfigurationBody,
  SaveLicenseBody,
  StartTunnelBody,
  SystemLogsQuery,
  SystemLogsReply,
  SystemStats,
  TestEmailReply,
  TunnelStatus,
  UploadLogoBody,
  VersionCheck,
} from '../schemas/admin';
import { ErrorBody, errorResponses } from '../schemas/common';
import { AdminStats, AdminStatsQuery } from '../schemas/stats';
import { Binary } from '../schemas/stream';

const TUNNEL =
  'Needs an enterprise license that has not expired and lists the tunnel feature: EnterpriseOnly, LicenseExpired ' +
  'or FeatureNotInLicense (403) otherwise. ValidationError (reason tunnelLocationUnknown) for a location without ' +
  'a configured relay. Recorded in the audit log.';

/** Administration: server debug, statistics, configuration, audit log, license, tunnel, version check. */
export const adminRoutes = {
  getSystemLogs: route('getSystemLogs', {
    summary: 'Recent server log lines (server-debug page), polled with a cursor',
    description:
      'From the window the server keeps in memory; a level and a search text narrow it. The cursor is the newest ' +
      'line looked at, so the next poll with the same filter asks only for newer lines.',
    tags: ['admin'],
    access: 'admin',
    querystring: SystemLogsQuery,
    response: { 200: SystemLogsReply, ...errorResponses },
  }),
  getSystemStats: route('getSystemStats', {
    summary: 'The server process: uptime, memory, CPU, media processes, leases',
    tags: ['admin'],
    access: 'admin',
    response: { 200: SystemStats, ...errorResponses },
  }),
  getLicense: route('getLicense', {
    summary: 'The loaded license, by its fields (the text is never echoed)',
    tags: ['license'],
    access: 'user',
    response: { 200: License, ...errorResponses },
  }),
  saveLicense: route('saveLicense', {
    summary: 'Upload a license text; the console then refetches the settings',
    description: 'LicenseIncorrect (400) when it does not verify; nothing is stored then. Recorded in the audit log.',
    tags: ['license'],
    access: 'admin',
    body: SaveLicenseBody,
    response: { 200: License, ...errorResponses, 413: ErrorBody },
  }),
  deleteLicense: route('deleteLicense', {
    summary: 'Remove the license: the server runs as the community edition again; answers the license',
    description: 'Recorded in the audit log.',
    tags: ['license'],
    access: 'admin',
    response: { 200: License, ...errorResponses },
  }),
  getAdminStats: route('getAdminStats', {
    summary: 'Statistics: the figures now and over the last hour, 6 or 24 hours; streams by bitrate and failing',
    description:
      'The server samples every 10 s and keeps the samples across restarts: every 10 s for an hour, every minute ' +
      'for a day (averages).',
    tags: ['admin'],
    access: 'admin',
    querystring: AdminStatsQuery,
    response: { 200: AdminStats, ...errorResponses },
  }),
  getConfiguration: route('getConfiguration', {
    summary: 'Settings an administrator may change at run time',
    tags: ['admin'],
    access: 'admin',
    response: { 200: Configuration, ...errorResponses },
  }),
  saveConfiguration: route('saveConfiguration', {
    summary: 'Change settings; only the given fields change; answers the whole configuration',
    description: 'Recorded in the audit log (never with the SMTP password).',
    tags: ['admin'],
    access: 'admin',
    body: SaveConfigurationBody,
    response: { 200: Configuration, ...errorResponses },
  }),
  uploadLogo: route('uploadLogo', {
    summary:
      'Upload the product logo shown in the header (PNG, JPEG or WebP, at most 256 KB); answers the configuration',
    description: 'ValidationError on data when the bytes are not an image of the given type or too large.',
    tags: ['admin'],
    access: 'admin',
    body: UploadLogoBody,
    response: { 200: Configuration, ...errorResponses, 413: ErrorBody },
  }),
  deleteLogo: route('deleteLogo', {
    summary: "Remove the uploaded logo: the header shows the product's own again; answers the configuration",
    tags: ['admin'],
    access: 'admin',
    response: { 200: Configuration, ...errorResponses },
  }),
  sendTestEmail: route('sendTestEmail', {
    summary:
      "Send a test e-mail to the caller's own address with the saved SMTP settings; answers what the mail server said",
    description:
      'ValidationError on email when the caller has no e-mail address. A refused message is delivered: false, not an error.',
    tags: ['admin'],
    access: 'admin',
    response: { 200: TestEmailReply, ...errorResponses },
  }),
  listAuditLogs: route('listAuditLogs', {
    summary: 'The audit log, newest first, filtered by time, actor, action, outcome, target and address',
    description: 'AuditLogsDisabled (403) when the audit log is switched off.',
    tags: ['admin'],
    access: 'admin',
    querystring: AuditLogQuery,
    response: { 200: AuditLogList, ...errorResponses },
  }),
  exportAuditLogs: route('exportAuditLogs', {
    summary: 'The filtered audit log as a CSV file (attachment), newest first, streamed by the server',
    description:
      'Columns: id, time, actor, address, action, target, outcome, details (JSON). A cell that a spreadsheet ' +
      "would read as a formula starts with '. AuditLogsDisabled (403) when the audit log is switched off.",
    tags: ['admin'],
    access: 'admin',
    querystring: AuditLogFilter,
    produces: 'text/csv',
    response: { 200: Type.String({ description: 'CSV (RFC 4180), UTF-8, a header row first.' }), ...errorResponses },
  }),
  startTunnel: route('startTunnel', {
    summary: 'Start the tunnel that makes this server reachable from outside; answers its status',
    description:
      `${TUNNEL} Answers at once with state starting; the status then follows the connection. Starting the ` +
      'location already asked for changes nothing; another location moves the tunnel there.',
    tags: ['tunnel'],
    access: 'admin',
    body: StartTunnelBody,
    response: { 200: TunnelStatus, ...errorResponses },
  }),
  stopTunnel: route('stopTunnel', {
    summary: 'Stop the tunnel and free its port on the relay; answers its status',
    description: 'Needs no license, so a tunnel can always be closed. Recorded in the audit log.',
    tags: ['tunnel'],
    access: 'admin',
    response: { 200: TunnelStatus, ...errorResponses },
  }),
  getTunnelStatus: route('getTunnelStatus', {
    summary: 'State, location, public URL, start time and failure reason of the tunnel',
    description: 'Needs no license: the page shows the state whatever the license says.',
    tags: ['tunnel'],
    access: 'admin',
    response: { 200: TunnelStatus, ...errorResponses },
  }),
  versionCheck: route('versionCheck', {
    summary: "Compare this server's version with the latest release on the provider's API",
    description: 'latest is null when the provider does not answer; never fails for that.',
    tags: ['admin'],
    access: 'admin',
    response: { 200: VersionCheck, ...errorResponses },
  }),
  downloadSystemLogs: route('downloadSystemLogs', {
    summary: "The server's log files in the data folder, oldest first, as one text file (attachment)",
    description:
      'JSON lines as the server writes them (pino); the files rotate by size and only the last few are kept.',
    tags: ['admin'],
    access: 'admin',
    produces: 'text/plain',
    response: { 200: Binary('The log as text, sent as an attachment.'), ...errorResponses },
  }),
  getLogLevel: route('getLogLevel', {
    summary: 'The level the server logs at now',
    tags: ['admin'],
    access: 'admin',
    response: { 200: LogLevelBody, ...errorResponses },
  }),
  setLogLevel: route('setLogLevel', {
    summary: 'Change the level the server logs at, until it restarts (VIGIL_LOG_LEVEL sets the first one)',
    description: 'Recorded in the audit log.',
    tags: ['admin'],
    access: 'admin',
    body: LogLevelBody,
    response: { 200: LogLevelBody, ...errorResponses },
  }),
};
