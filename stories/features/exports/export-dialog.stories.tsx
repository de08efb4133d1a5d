import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ExportDialog } from '../../../src/features/exports/components/export-dialog';
import { newExportValues } from '../../../src/features/exports/logic/export-values';
import { withRouter } from '../../decorators';

const T = Date.parse('2026-11-22T10:15:30.000Z');

/**
 * docs/exports.md#in-the-console: a signed case export, opened from the player (its stream and five
 * minutes preselected), a mosaic's archive (every tile's stream) or an event (its stream, ten seconds
 * either side): case name, reason, time range, streams, watermark.
 */
const meta = {
  title: 'Features/Exports/Export dialog',
  component: ExportDialog,
  decorators: [withRouter],
  args: {
    initial: newExportValues(['front-door'], { start: T - 300_000, end: T }),
    streams: [{ uid: 'front-door', name: 'Front door' }],
    onClose: fn(),
  },
} satisfies Meta<typeof ExportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the player: its stream and the five minutes up to the playing time. */
export const FromThePlayer: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('textbox', { name: 'Case name' })).toBeVisible();
    await expect(page.getByText('Front door')).toBeVisible();
  },
};

export const FromThePlayerDark: Story = { ...FromThePlayer, globals: { theme: 'dark' } };

export const FromThePlayerRussian: Story = { globals: { language: 'ru' } };

/** From a mosaic's archive: all its tiles' streams. */
export const FromAMosaic: Story = {
  args: {
    initial: newExportValues(['front-door', 'parking-lot', 'loading-dock'], { start: T - 150_000, end: T + 150_000 }),
    streams: [
      { uid: 'front-door', name: 'Front door' },
      { uid: 'parking-lot', name: 'Parking lot' },
      { uid: 'loading-dock', name: 'Loading dock' },
    ],
  },
};

export const FromAMosaicDark: Story = { ...FromAMosaic, globals: { theme: 'dark' } };
