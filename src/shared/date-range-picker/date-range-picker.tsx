import { Alert, DatePicker } from 'antd';
import dayjs from 'dayjs';
import localeData from 'dayjs/plugin/localeData';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, formatDay } from '@/shared/logic/date-format';
import {
  applyClick,
  configErrors,
  finishOnClose,
  isDayDisabled,
  monthsToShow,
  visibleMonths,
  type DateRangeType,
  type PeriodPhase,
  type PickerLimits,
} from './logic/picker-rules';
import { MonthsPanel } from './months-panel';

dayjs.extend(localeData);

export interface DateRangePickerProps extends PickerLimits {
  type: DateRangeType;
  /** YYYY-MM-DD days. period: [] | [start] | [start, end]; single: [] | [day]; multi: any. */
  value: string[];
  onChange(value: string[]): void;
  months?: number;
  /** The first and last day of the months on screen, so a caller can load e.g. the days with recordings. */
  onVisibleMonthsChange?(first: string, last: string): void;
  'aria-label'?: string;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * The shared date picker (SPEC §2, §4, §5): antd's DatePicker as the field and
 * popup, with our months inside it and every rule from logic/picker-rules.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const { type, value, onChange, months: requested, onVisibleMonthsChange, ...limits } = props;
  const { t, i18n } = useTranslation('date-picker');
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<PeriodPhase>('start');
  const count = monthsToShow(requested);
  const [lastDay, setLastDay] = useState(() => value.at(-1) ?? limits.maxDate ?? dayjs().format(DATE_FORMAT));
  const shown = useMemo(() => visibleMonths(lastDay, count), [lastDay, count]);
  const errors = configErrors(type, value, limits);

  const visible = useRef(onVisibleMonthsChange);
  visible.current = onVisibleMonthsChange;
  useEffect(() => {
    const first = `${shown[0]}-01`;
    const last = dayjs(`${shown.at(-1)}-01`)
      .endOf('month')
      .format(DATE_FORMAT);
    visible.current?.(first, last);
  }, [shown]);

  if (errors.length)
    return <Alert type="error" showIcon role="alert" title={errors.map((e) => t(`errors.${e}`)).join(' ')} />;

  const selectingFrom = type === 'period' && phase === 'end' ? (value[0] ?? null) : null;
  const pick = (day: string) => {
    const next = applyClick(type, value, day, phase);
    setPhase(next.phase);
    onChange(next.value);
    if (type === 'single') setOpen(false);
  };
  const close = () => {
    const finished = finishOnClose(type, value, phase, limits);
    setPhase('start');
    if (finished.join() !== value.join()) onChange(finished);
    setOpen(false);
  };
  const text = (() => {
    const days = value.map((d) => formatDay(d, i18n.language));
    if (type === 'period') return days.join(' – ');
    if (type === 'multi' && days.length > 2) return t('daysPicked', { count: days.length });
    return days.join(', ');
  })();

  return (
    <DatePicker
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      value={value[0] ? dayjs(value[0], DATE_FORMAT) : null}
      format={() => text}
      inputReadOnly
      allowClear={false}
      disabled={props.disabled}
      placeholder={props.placeholder ?? t('placeholder')}
      aria-label={props['aria-label']}
      style={{ minWidth: type === 'period' ? 230 : 150 }}
      panelRender={() => (
        <MonthsPanel
          months={shown}
          value={value}
          language={i18n.language}
          isDisabled={(day) => isDayDisabled(day, type, limits, selectingFrom)}
          onPick={pick}
          onShift={(step) =>
            setLastDay((d) =>
              dayjs(d, DATE_FORMAT)
                .add(step * count, 'month')
                .format(DATE_FORMAT),
            )
          }
        />
      )}
    />
  );
}
