import type { UiSettings } from '@contract/index';

/**
 * docs/console.md#roles-and-permissions: the enterprise flag comes from productType, for the menus
 * and the features a license opens (the tunnel) alike.
 */
export function isEnterprise(settings: Pick<UiSettings, 'productType'> | null): boolean {
  return settings?.productType === 'enterprise';
}
