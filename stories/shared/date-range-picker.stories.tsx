import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DateRangePicker, type DateRangePickerProps } from '../../src/shared/date-range-picker';

type StatefulProps = Omit<DateRangePickerProps, 'onChange' | 'open' | 'onOpenChange'> & {
  /** Open the popup when the story loads, so the months are on screen at once. */
  startOpen?: boolean;
};

/** The picker with its value and popup kept here, so picking works in the story; the value is printed below. */
function Stateful({ startOpen = true, ...props }: StatefulProps) {
  const [value, setValue] = useState(props.value);
  const [open, setOpen] = useState(startOpen);
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <code>{JSON.stringify(value)}</code>
      <DateRangePicker {...props} value={value} onChange={setValue} open={open} onOpenChange={setOpen} />
    </div>
  );
}

/**
 * docs/console.md#screens-and-routes, #states-and-transitions, #validation-rules: the shared date picker in each of its modes; theme and language
 * from the toolbar. "Today" is fixed at 22 November 2026 so the stories look the same every day.
 */
const meta = {
  title: 'Shared/DateRangePicker',
  component: Stateful,
  args: { type: 'single', value: ['2026-11-12'], today: '2026-11-22', 'aria-label': 'Date' },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click picks the day and closes the popup. */
export const Single: Story = {};

/** Clicks toggle between start and end; while picking, only a week either side of the first day is allowed. */
export const Period: Story = {
  args: { type: 'period', value: ['2026-11-03', '2026-11-07'], maxRangeDays: 7 },
};

/** A click adds a day, a click on a picked day removes it; weekends are blocked. */
export const MultiWithBlockedWeekends: Story = {
  args: { type: 'multi', value: ['2026-11-04', '2026-11-11', '2026-11-18'], blockedWeekdays: [0, 6] },
};

/** Only days with recordings (every third day here) between 10 October and today. */
export const LimitsAndCustomCheck: Story = {
  args: {
    minDate: '2026-10-10',
    maxDate: '2026-11-22',
    isDateDisabled: (day: string) => Number(day.slice(8)) % 3 !== 0,
    value: ['2026-11-12'],
  },
};

/** Twelve months, three to a row. */
export const TwelveMonths: Story = { args: { months: 12, maxDate: '2026-11-22' } };

/** A field that is closed until clicked. */
export const Closed: Story = { args: { startOpen: false, value: [] } };

/** A minimum after the maximum is a configuration error, shown instead of the picker. */
export const ConfigurationError: Story = {
  args: { minDate: '2026-12-01', maxDate: '2026-11-01', value: [] },
};
