export type UserMenuEntry =
  | 'profile'
  | 'administration'
  | 'switch-server'
  | 'more-features'
  | 'documentation'
  | 'api-documentation'
  | 'theme'
  | 'language'
  | 'logout';

export interface MenuContext {
  isAdmin: boolean;
  isReadOnly: boolean;
  isEnterprise: boolean;
  serverSwitcher: boolean;
  /** Running inside the mobile app on android or ios. */
  mobileApp: boolean;
  documentationUrl: string | null;
  pricingUrl: string | null;
}

/** docs/console.md#screens-and-routes, user menu: which entries a user sees, in order. */
export function userMenuEntries(ctx: MenuContext): UserMenuEntry[] {
  const entries: (UserMenuEntry | false)[] = [
    'profile',
    ctx.isAdmin && 'administration',
    (ctx.serverSwitcher || ctx.mobileApp) && 'switch-server',
    !ctx.isEnterprise && !!ctx.pricingUrl && 'more-features',
    !!ctx.documentationUrl && 'documentation',
    ctx.isAdmin && 'api-documentation',
    'theme',
    'language',
    'logout',
  ];
  return entries.filter((e): e is UserMenuEntry => e !== false);
}

/** docs/console.md#roles-and-permissions: read-only users get no add-stream button or toolbar entry. */
export function canAddStream(ctx: Pick<MenuContext, 'isReadOnly'>): boolean {
  return !ctx.isReadOnly;
}

/** The mobile app announces itself in its user agent, e.g. "VigilApp/2.1 (android)". */
export function isMobileApp(userAgent: string): boolean {
  return /\bVigilApp\/[\d.]+ \((android|ios)\)/i.test(userAgent);
}

/** docs/console.md#constants-and-limits: small screens are at most this high or under this wide, px. */
export const SMALL_SCREEN = { height: 600, width: 615 } as const;

/** docs/console.md#screens-and-routes: small screens are at most 600 px high or under 615 px wide. */
export function isSmallScreen(width: number, height: number): boolean {
  return height <= SMALL_SCREEN.height || width < SMALL_SCREEN.width;
}

/** docs/console.md#screens-and-routes: the side panel closes on an outside click when its content is fixed or the screen is small. */
export function closesOnOutsideClick(input: { fixed: boolean; width: number; height: number }): boolean {
  return input.fixed || isSmallScreen(input.width, input.height);
}
