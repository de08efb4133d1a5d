import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useId, useRef, type ComponentRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, formatDay } from '@/shared/logic/date-format';
import { ConfigErrorAlert } from './config-error-alert';
import {
  applyClick,
  configErrors,
  isDayDisabled,
  isFinished,
  pickingFrom,
  type DateRangeType,
  type PickerLimits,
} from './logic/selection';
import { MonthsPanel } from './months-panel';
import { usePickerPopup } from './use-picker-popup';

export interface DateRangePickerProps extends PickerLimits {
  type: DateRangeType;
  /** YYYY-MM-DD days. period: [] | [start] | [start, end]; single: [] | [day]; multi: any, sorted. */
  value: string[];
  onChange(value: string[]): void;
  /** Months on screen: 3 by default, rounded up to a multiple of 3, at most 12. */
  months?: number;
  /** Called with the first and last day of the months on screen, so a caller can load e.g. available days. */
  onVisibleMonthsChange?(first: string, last: string): void;
  /** The popup's state, when the caller controls it. */
  open?: boolean;
  onOpenChange?(open: boolean): void;
  /** Today (YYYY-MM-DD), marked in the months and used to place them; the browser's today by default. */
  today?: string;
  'aria-label'?: string;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * The shared date picker (docs/console.md#screens-and-routes, #states-and-transitions, #validation-rules): antd's DatePicker as the field and the
 * popup, with our months inside it and every rule from logic/.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const { type, value, onChange } = props;
  const { minDate, maxDate, maxRangeDays, isDateDisabled, blockedWeekdays } = props;
  const limits: PickerLimits = { minDate, maxDate, maxRangeDays, isDateDisabled, blockedWeekdays };
  const { t, i18n } = useTranslation('date-picker');
  const locale = i18n.language;
  const today = props.today ?? dayjs().format(DATE_FORMAT);
  const errors = configErrors(type, value, limits);
  const popup = usePickerPopup({ ...props, limits, today, disabled: props.disabled || errors.length > 0 });
  const panelId = useId();
  const field = useRef<ComponentRef<typeof DatePicker>>(null);

  if (errors.length) return <ConfigErrorAlert errors={errors} details={{ type, value, minDate, maxDate }} />;

  const from = pickingFrom(type, value);
  // Closing from inside the popup gives the focus back to the field (the focused day is going away).
  const closeToField = () => {
    popup.setOpen(false);
    field.current?.focus();
  };
  const pick = (day: string) => {
    const next = applyClick(type, value, day);
    onChange(next);
    if (isFinished(type, next)) closeToField();
  };
  // Arrow down on the field opens the popup, or moves into it: the picked day, today or the first one enabled.
  const onFieldKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (!popup.isOpen) return popup.setOpen(true);
    const panel = document.getElementById(panelId);
    const entry = ['[aria-pressed="true"]', '[aria-current="date"]', '[data-day]']
      .map((s) => panel?.querySelector<HTMLButtonElement>(`button${s}:not(:disabled)`))
      .find(Boolean);
    entry?.focus();
  };

  const days = value.map((d) => formatDay(d, locale));
  const text =
    type === 'period' && days.length === 2
      ? t('period', { start: days[0], end: days[1] })
      : type === 'multi' && days.length > 2
        ? t('daysPicked', { count: days.length })
        : days.join(', ');

  return (
    <DatePicker
      ref={field}
      open={popup.isOpen}
      onOpenChange={popup.setOpen}
      value={value[0] ? dayjs(value[0], DATE_FORMAT) : null}
      format={() => text}
      inputReadOnly
      allowClear={false}
      disabled={props.disabled}
      placeholder={props.placeholder ?? t('placeholder')}
      aria-label={props['aria-label']}
      onKeyDown={onFieldKeyDown}
      style={{ minWidth: type === 'period' ? 230 : 150 }}
      panelRender={() => (
        <MonthsPanel
          id={panelId}
          label={props['aria-label'] ?? t('calendar')}
          months={popup.months}
          locale={locale}
          today={today}
          type={type}
          value={value}
          limits={limits}
          isDisabled={(day) => isDayDisabled(day, type, limits, from)}
          onPick={pick}
          onShift={popup.shift}
          onEscape={closeToField}
        />
      )}
    />
  );
}
