import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MotionMaskEditor } from '../../../src/features/streams/components/motion-mask-editor';
import { withPhoneWidth } from '../../decorators';

/** A yard at dusk: sky, a tree, a road (an SVG, so the stories need no server). */
const YARD =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">' +
      '<rect width="640" height="360" fill="#6d8fb3"/><rect y="200" width="640" height="160" fill="#5f7d4e"/>' +
      '<rect y="290" width="640" height="40" fill="#444"/><circle cx="520" cy="150" r="70" fill="#2f5a2a"/>' +
      '<rect x="510" y="200" width="20" height="90" fill="#5a3b22"/></svg>',
  );

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
