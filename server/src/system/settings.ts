import type { UiSettings } from '../../contract/schemas/system';
import type { User } from '../../contract/schemas/user';
import type { ServerConfig } from '../config';

/** Defaults of SPEC §3 and §9. */
export const ARCHIVE_DEFAULTS = {
  archiveMaxDepthHours: -1,
  archiveDownloadMaxSeconds: 3600,
  playlistMaxSeconds: 604800,
  rangesMaxSeconds: 10800,
} as const;

export function uiSettings(config: ServerConfig, locked: boolean, user: User | null): UiSettings {
  return {
    isEnterprise: false,
    isLocked: locked,
    prober: true,
    revision: config.revision,
    version: config.version,
    appTitle: config.appTitle,
    appLogo: null,
    defaultLanguage: config.defaultLanguage,
    isLicenseExpired: false,
    ...ARCHIVE_DEFAULTS,
    // Always on (SPEC §9): without an SMTP server, reset codes go to the outbox folder.
    smtpServerEnabled: true,
    smtpServerHost: config.smtp?.host ?? '',
    smtpServerPort: config.smtp?.port ?? 25,
    smtpServerProtected: config.smtp?.secure ?? false,
    links: { documentation: null, site: null, pricing: null },
    features: { tunnel: false, cluster: false, serverSwitcher: false, auditLogs: true },
    passwordResetAllowed: true,
    tunnelLocations: ['RU'],
    productType: 'community',
    clusterEnabled: false,
    nodeId: 'local',
    kioskPrefillUser: null,
    kioskPrefillPassword: null,
    user,
  };
}
