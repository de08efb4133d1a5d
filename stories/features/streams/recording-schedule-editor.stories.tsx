import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { uniformSchedule, type ScheduleCell } from '../../../server/contract/recording-mode';
import { RecordingScheduleEditor } from '../../../src/features/streams/components/recording-schedule-editor';
import { paintRect } from '../../../src/features/streams/logic/recording-schedule';
import { withPhoneWidth } from '../../decorators';

/** The editor with the week kept here, as the settings form keeps it. */
function Editor({ initial, disabled }: { initial: ScheduleCell[][]; disabled?: boolean }) {
  const [days, setDays] = useState(initial);
  return (
    <div style={{ maxWidth: 720 }}>
      <RecordingScheduleEditor value={days} onChange={setDays} disabled={disabled} />
    </div>
  );
}

/** An office: working hours on motion, nights off, the weekend always. */
const office = [
  (d: ScheduleCell[][]) => paintRect(d, { day: 0, hour: 0 }, { day: 4, hour: 6 }, 'off'),
  (d: ScheduleCell[][]) => paintRect(d, { day: 0, hour: 20 }, { day: 4, hour: 23 }, 'off'),
  (d: ScheduleCell[][]) => paintRect(d, { day: 0, hour: 7 }, { day: 4, hour: 19 }, 'motion'),
].reduce((days, paint) => paint(days), uniformSchedule('always').days);

/**
 * docs/console.md#stream-settings: the weekly recording schedule, 7 days of 24 hours; pick a brush,
 * then click an hour or drag a rectangle over the week; the arrows and Space do it from the keyboard.
 */
const meta = {
  title: 'Features/Streams/Recording schedule editor',
  component: Editor,
  args: { initial: office },
} satisfies Meta<typeof Editor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Office: Story = {};

export const OfficeDark: Story = { globals: { theme: 'dark' } };

export const OfficeRussian: Story = { globals: { language: 'ru' } };

/** A schedule not drawn yet: every hour kept. */
export const Untouched: Story = { args: { initial: uniformSchedule('always').days } };

/** A user who may only view the stream's settings. */
export const Disabled: Story = { args: { disabled: true } };

export const DisabledDark: Story = { args: { disabled: true }, globals: { theme: 'dark' } };

/** On a phone: the grid scrolls sideways, the hours and the days scroll it by a swipe. */
export const Phone: Story = { decorators: [withPhoneWidth] };
