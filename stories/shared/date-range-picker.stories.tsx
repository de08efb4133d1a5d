import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DateRangePicker, type DateRangePickerProps } from '../../src/shared/date-range-picker';

/** The picker with its value kept here, so picking works in the story. */
function Stateful(props: Omit<DateRangePickerProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <DateRangePicker {...props} value={value} onChange={setValue} />
      <code>{JSON.stringify(value)}</code>
    </div>
  );
}

/** SPEC §2, §4, §5: the shared date picker in each of its modes; theme and language from the toolbar. */
const meta = {
  title: 'Shared/DateRangePicker',
  component: Stateful,
  args: { type: 'single', value: ['2026-11-12'], maxDate: '2026-11-22', 'aria-label': 'Date' },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

/** Clicks toggle between start and end; while picking, only a week around the first day is allowed. */
export const Period: Story = {
  args: { type: 'period', value: ['2026-11-03', '2026-11-07'], maxRangeDays: 7 },
};

/** A click on a picked day removes it; weekends are blocked. */
export const MultiWithBlockedWeekends: Story = {
  args: { type: 'multi', value: ['2026-11-04', '2026-11-11'], blockedWeekdays: [0, 6] },
};

/** Only days with recordings (every third day here) between the limits. */
export const LimitsAndCustomCheck: Story = {
  args: {
    minDate: '2026-10-10',
    isDateDisabled: (day: string) => Number(day.slice(8)) % 3 !== 0,
    value: ['2026-11-12'],
  },
};

export const TwelveMonths: Story = { args: { months: 12 } };

/** A minimum after the maximum is a configuration error, shown instead of the picker. */
export const ConfigurationError: Story = {
  args: { minDate: '2026-12-01', maxDate: '2026-11-01', value: [] },
};
