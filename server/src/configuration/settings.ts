import type { UiSettings } from '../../contract/schemas/system';
import type { User } from '../../contract/schemas/user';
import type { ServerConfig } from '../config';
import { featureOn, isExpired } from '../license';
import type { LicensePayload } from '../license';
import { logoUrl, type EffectiveConfiguration } from './store';

export interface SettingsSources {
  config: ServerConfig;
  configuration: EffectiveConfiguration;
  license: LicensePayload | null;
  locked: boolean;
  user: User | null;
  now: number;
  /** This node, and whether clustering is on (a shared database and the license's cluster feature). */
  cluster: { nodeId: string; enabled: boolean };
}

/** Boot data: the saved configuration, the license and the caller, as of now. */
export function uiSettings({
  config,
  configuration: c,
  license,
  locked,
  user,
  now,
  cluster,
}: SettingsSources): UiSettings {
  return {
    isEnterprise: license !== null,
    isLocked: locked,
    prober: true,
    revision: config.revision,
    version: config.version,
    appTitle: c.appTitle,
    appLogo: logoUrl(c.logo),
    defaultLanguage: c.defaultLanguage,
    defaultTheme: c.defaultTheme,
    brandColor: c.brandColor,
    isLicenseExpired: isExpired(license, now),
    archiveMaxDepthHours: c.archiveMaxDepthHours,
    archiveDownloadMaxSeconds: c.archiveDownloadMaxSeconds,
    playlistMaxSeconds: c.playlistMaxSeconds,
    rangesMaxSeconds: c.rangesMaxSeconds,
    smtpServerEnabled: c.smtpServerEnabled,
    smtpServerHost: c.smtpServerHost,
    smtpServerPort: c.smtpServerPort,
    smtpServerProtected: c.smtpServerProtected,
    links: c.links,
    features: {
      tunnel: featureOn(license, 'tunnel', now),
      cluster: featureOn(license, 'cluster', now),
      serverSwitcher: cluster.enabled,
      auditLogs: c.auditLogsEnabled,
    },
    passwordResetAllowed: c.passwordResetAllowed,
    signInMethods: c.oidcIssuer && c.oidcClientId ? ['password', 'oidc'] : ['password'],
    ssoLabel: c.oidcLabel,
    requireSecondFactor: c.requireSecondFactor,
    tunnelLocations: config.tunnelRelays.map((relay) => relay.location),
    productType: license ? 'enterprise' : 'community',
    clusterEnabled: cluster.enabled,
    nodeId: cluster.nodeId,
    kioskPrefillUser: null,
    kioskPrefillPassword: null,
    user,
  };
}
