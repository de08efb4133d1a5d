import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MotionMaskEditor } from '../../../src/features/streams/components/motion-mask-editor';
import { withPhoneWidth } from '../../decorators';
import { YARD } from '../../pictures';

/** The editor with the mask kept here, as the settings form keeps it. */
function Editor({
  initial,
  pictureUrl,
  disabled,
}: {
  initial: number[];
  pictureUrl: string | null;
  disabled?: boolean;
}) {
  const [mask, setMask] = useState(initial);
  return (
    <div style={{ maxWidth: 640 }}>
      <MotionMaskEditor value={mask} onChange={setMask} pictureUrl={pictureUrl} disabled={disabled} />
      <code style={{ display: 'block', marginTop: 8 }}>mask: [{mask.join(', ')}]</code>
    </div>
  );
}

/** The road (row 8) and the tree (top right) left out. */
const roadAndTree = [
  ...Array.from({ length: 16 }, (_, i) => 7 * 16 + i),
  ...[12, 13, 14, 28, 29, 30, 44, 45, 46, 60, 61, 62],
];

/**
 * docs/console.md#stream-settings: the motion mask, the 16 × 9 grid over the stream's picture; a
 * click or a drag leaves cells out (or takes them back), the arrows and Space do it from the
 * keyboard, Clear mask takes every cell back.
 */
const meta = {
  title: 'Features/Streams/Motion mask editor',
  component: Editor,
  args: { initial: roadAndTree, pictureUrl: YARD },
} satisfies Meta<typeof Editor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Masked: Story = {};

export const MaskedDark: Story = { globals: { theme: 'dark' } };

export const MaskedRussian: Story = { globals: { language: 'ru' } };

/** Nothing left out yet. */
export const Empty: Story = { args: { initial: [] } };

/** A stream with no picture now (paused, failed): a plain background under the grid. */
export const NoPicture: Story = { args: { pictureUrl: null } };

export const NoPictureDark: Story = { ...NoPicture, globals: { theme: 'dark' } };

/** A user who may only view the stream's settings. */
export const Disabled: Story = { args: { disabled: true } };

/** On a phone: the grid shrinks with the picture. */
export const Phone: Story = { decorators: [withPhoneWidth] };
