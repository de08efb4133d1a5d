import { describe, expect, it } from 'vitest';
import { SIDE_PANEL_WIDTH, sidePanelMode } from './side-panel';

describe('side panel mode', () => {
  it('lies over the page on phones, upright and on their side (docs/console.md#screens-and-routes small screens)', () => {
    expect(sidePanelMode(390, 844)).toBe('overlay');
    expect(sidePanelMode(844, 390)).toBe('overlay');
    expect(sidePanelMode(614, 900)).toBe('overlay');
    expect(sidePanelMode(1440, 600)).toBe('overlay');
  });

  it('lies over the page where docking it would leave the page narrower than a small screen', () => {
    expect(sidePanelMode(768, 1024)).toBe('overlay');
    expect(sidePanelMode(615 + SIDE_PANEL_WIDTH - 1, 900)).toBe('overlay');
  });

  it('is docked beside the page on wider screens', () => {
    expect(sidePanelMode(615 + SIDE_PANEL_WIDTH, 900)).toBe('docked');
    expect(sidePanelMode(1024, 768)).toBe('docked');
    expect(sidePanelMode(1440, 601)).toBe('docked');
  });
});
