import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RegionOverlay } from '../../../src/features/player/components/region-overlay';
import { RegionResults } from '../../../src/features/player/components/region-results';
import type { MotionSpan, PictureRegion } from '../../../src/features/player/logic/motion-ranges';
import '../../../src/features/player/components/player.css';
import { withPhoneWidth } from '../../decorators';
import { YARD } from '../../pictures';

const NOW = Date.parse('2026-11-28T18:00:00Z');
const MIN = 60_000;

/** What the search found in the window: a few short moments, newest last. */
const FOUND: MotionSpan[] = [
  { start: NOW - 95 * MIN, end: NOW - 94.5 * MIN },
  { start: NOW - 61 * MIN, end: NOW - 60 * MIN },
  { start: NOW - 12 * MIN, end: NOW - 11.8 * MIN },
];

/**
 * The region search as the player has it (docs/motion.md): a rectangle dragged over the picture,
 * and under the timeline the moments with motion in it, each a jump to it. Drag on the picture to
 * draw another region.
 */
function RegionSearch({
  initial,
  spans,
  searching,
}: {
  initial: PictureRegion | null;
  spans: MotionSpan[];
  searching: boolean;
}) {
  const [region, setRegion] = useState(initial);
  const [jumped, setJumped] = useState<number | null>(null);
  return (
    <div style={{ maxWidth: 640 }}>
      <div style={{ position: 'relative', aspectRatio: '16 / 9', overflow: 'hidden' }}>
        <img src={YARD} alt="" style={{ width: '100%', height: '100%', display: 'block' }} />
        <RegionOverlay region={region} onRegion={setRegion} />
      </div>
      <RegionResults
        on
        onToggle={() => undefined}
        spans={region ? spans : []}
        searching={searching}
        hasRegion={region !== null}
        onJump={setJumped}
        onClear={() => setRegion(null)}
      />
      <code style={{ display: 'block', marginTop: 8 }}>
        region: {region ? [region.x, region.y, region.w, region.h].map((n) => n.toFixed(2)).join(', ') : 'none'}
        {jumped !== null && ` · jumped to ${new Date(jumped).toISOString()}`}
      </code>
    </div>
  );
}

const meta = {
  title: 'Features/Player/Region search',
  component: RegionSearch,
  args: { initial: { x: 0, y: 0.55, w: 0.5, h: 0.3 }, spans: FOUND, searching: false },
} satisfies Meta<typeof RegionSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The road's left half searched: three moments in the window. */
export const Found: Story = {};

export const FoundDark: Story = { globals: { theme: 'dark' } };

export const FoundRussian: Story = { globals: { language: 'ru' } };

/** Nothing drawn yet: the picture waits for a drag. */
export const NoRegion: Story = { args: { initial: null } };

/** A region where nothing moved in the window. */
export const NothingFound: Story = { args: { spans: [] } };

/** While the server searches. */
export const Searching: Story = { args: { searching: true } };

/** On a phone. */
export const Phone: Story = { decorators: [withPhoneWidth] };
