import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Clip } from '../../../server/contract/schemas/export-link';
import { ClipView } from '../../../src/features/exports/components/clip-view';
import '../../../src/features/exports/pages/clip-page.css';

const clip: Clip = {
  name: 'Case 118',
  expiresAt: '2026-12-05T00:00:00.000Z',
  key: 'k',
  size: 48 * 1024 * 1024,
  files: [
    {
      index: 0,
      file: 'clips/01-front-door.mp4',
      size: 24 * 1024 * 1024,
      streamName: 'Front door',
      startTime: '2026-11-20T21:00:00.000Z',
      endTime: '2026-11-20T21:05:00.000Z',
    },
  ],
};

/** docs/exports.md#clip-links: what a clip link shows once opened (the page's body, without antd). */
const meta = {
  title: 'Features/Exports/Clip link page',
  component: ClipView,
  args: { clip, fileUrl: () => '', downloadUrl: '#' },
} satisfies Meta<typeof ClipView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One clip: its player and caption, and the package to download. */
export const OneClip: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/Download the package/)).toBeVisible();
  },
};

/** Several clips, one under the other. */
export const SeveralClips: Story = {
  args: {
    clip: {
      ...clip,
      files: [clip.files[0]!, { ...clip.files[0]!, index: 1, file: 'clips/02-yard.mp4', streamName: 'Yard' }],
    },
  },
};
