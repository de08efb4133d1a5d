import { DateRangePicker } from './date-range-picker';

/**
 * The shared date picker as one form field picking a single day (value: one YYYY-MM-DD day in a
 * list, as the picker gives it), for ProFormItem: an expiry day, a day to go to.
 */
export function DayField({
  value,
  onChange,
  min,
  max,
  label,
}: {
  value?: string[];
  onChange?: (value: string[]) => void;
  min?: string;
  max?: string;
  label: string;
}) {
  return (
    <DateRangePicker
      type="single"
      value={value ?? []}
      onChange={(v) => onChange?.(v)}
      {...(min ? { minDate: min } : {})}
      {...(max ? { maxDate: max } : {})}
      aria-label={label}
    />
  );
}
