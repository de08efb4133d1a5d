export { DateRangePicker, type DateRangePickerProps } from './date-range-picker';
export * from './logic/picker-rules';
export { DATE_FORMAT, DATE_DISPLAY, TIME_DISPLAY, formatDay, formatMoment } from '@/shared/logic/date-format';
