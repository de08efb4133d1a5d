import type { EffectiveConfiguration } from '../configuration';

/** The single sign-on settings in effect (the environment's win over the configuration page's). */
export interface EffectiveOidc {
  issuer: string;
  clientId: string;
  clientSecret: string;
  label: string;
  adminGroups: string[];
  readonlyGroups: string[];
  groupsClaim: string;
}

/** The settings, or null while single sign-on is not set up (no issuer or no client id). */
export function oidcSettings(c: EffectiveConfiguration): EffectiveOidc | null {
  if (!c.oidcIssuer || !c.oidcClientId) return null;
  return {
    issuer: c.oidcIssuer,
    clientId: c.oidcClientId,
    clientSecret: c.oidcClientSecret,
    label: c.oidcLabel,
    adminGroups: c.oidcAdminGroups,
    readonlyGroups: c.oidcReadonlyGroups,
    groupsClaim: c.oidcGroupsClaim || 'groups',
  };
}
