export { DateRangePicker, type DateRangePickerProps } from './date-range-picker';
export { DayField } from './day-field';
export * from './logic/calendar';
export * from './logic/keyboard';
export * from './logic/selection';
export { DATE_FORMAT, DATE_DISPLAY, TIME_DISPLAY, formatDay, formatMoment } from '@/shared/logic/date-format';
