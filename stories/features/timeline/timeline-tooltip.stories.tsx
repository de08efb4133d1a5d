import type { Meta, StoryObj } from '@storybook/react-vite';
import { TimelineTooltip } from '../../../src/features/timeline/components/timeline-tooltip';

/** A 16:9 picture drawn inline, so the story needs no server. */
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="135"><rect width="240" height="135" fill="#5b6b7a"/><rect x="90" y="45" width="45" height="60" fill="#d9a441"/></svg>',
  );

/** The hover tooltip over a 60 px timeline, as the player shows it over a recording. */
const meta = {
  title: 'Features/Timeline/Tooltip',
  component: TimelineTooltip,
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', width: 720, height: 60, marginTop: 200, background: '#e6f4ff' }}>
        <Story />
      </div>
    ),
  ],
  args: { x: 240, y: 20, width: 720, height: 60, lines: ['15:30:00, 21 November', 'Recorded'] },
} satisfies Meta<typeof TimelineTooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {};

/** After the pointer rests on a recorded segment: its picture over the lines, the tooltip above the pointer. */
export const WithPicture: Story = {
  args: { picture: { src: PICTURE, alt: 'Picture at 15:30:00, 21 November' } },
};

/** Past the middle of the timeline the tooltip opens to the left of the pointer. */
export const WithPictureOnTheRight: Story = {
  args: { x: 600, picture: { src: PICTURE, alt: 'Picture at 15:30:00, 21 November' }, lines: ['15:30:00', 'Motion'] },
};
