import { isSmallScreen, SMALL_SCREEN } from './menus';

/** The open side panel's width, px. */
export const SIDE_PANEL_WIDTH = 220;

/**
 * How the side panel sits beside the page:
 * - `docked`: it pushes the page aside, open or as an icon rail, and stays open as the user left it;
 * - `overlay`: closed it takes no room at all; open it lies over the page, which keeps its width,
 *   and it closes on an outside click (docs/console.md#screens-and-routes: its content is fixed) and when the user goes to another page.
 */
export type SidePanelMode = 'docked' | 'overlay';

/**
 * Overlay on a small screen (docs/console.md#screens-and-routes), and wherever a docked panel would leave the page narrower
 * than a small screen (a portrait tablet: 768 − 220 = 548 px), so no page is ever laid out narrower
 * beside the panel than it is on a phone.
 */
export function sidePanelMode(width: number, height: number): SidePanelMode {
  if (isSmallScreen(width, height)) return 'overlay';
  return width - SIDE_PANEL_WIDTH < SMALL_SCREEN.width ? 'overlay' : 'docked';
}
