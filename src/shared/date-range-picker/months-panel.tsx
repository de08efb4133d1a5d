import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canShift, daysOfMonths, MONTH_WIDTH, weekdayLabels } from './logic/calendar';
import { keyStep, nextFocusDay } from './logic/keyboard';
import type { DateRangeType, PickerLimits } from './logic/selection';
import { MonthTable } from './month-table';
import './date-range-picker.css';

interface MonthsPanelProps {
  id: string;
  label: string;
  /** YYYY-MM, in order. */
  months: readonly string[];
  locale: string;
  today: string;
  type: DateRangeType;
  value: readonly string[];
  limits: Pick<PickerLimits, 'minDate' | 'maxDate'>;
  isDisabled(day: string): boolean;
  onPick(day: string): void;
  /** Show the page of months before (-1) or after (1). */
  onShift(step: -1 | 1): void;
  /** Escape: close the popup. */
  onEscape(): void;
}

/** The popup's content: the months three to a row (200 px each) and buttons to page through them. */
export function MonthsPanel(props: MonthsPanelProps) {
  const { months, locale, isDisabled } = props;
  const { t } = useTranslation('date-picker');
  const { token } = theme.useToken();
  const weekdays = weekdayLabels(locale);
  const panel = useRef<HTMLDivElement>(null);
  const shown = months.join();
  // Where the months stack (a narrow screen) the popup scrolls: the picked day's month (else today's) is in view.
  useEffect(() => {
    const box = panel.current;
    const day = ['[aria-pressed="true"]', '[aria-current="date"]']
      .map((s) => box?.querySelector(`button${s}`))
      .find(Boolean);
    const month = day?.closest('table');
    if (!box || !month) return;
    const below = month.getBoundingClientRect().bottom - box.getBoundingClientRect().bottom;
    if (below > 0) box.scrollTop += below;
  }, [shown]);
  const colours = {
    '--vigil-drp-month-width': `${MONTH_WIDTH}px`,
    '--vigil-drp-columns': Math.min(3, months.length),
    '--vigil-drp-text': token.colorText,
    '--vigil-drp-text-secondary': token.colorTextSecondary,
    '--vigil-drp-text-disabled': token.colorTextDisabled,
    '--vigil-drp-primary': token.colorPrimary,
    '--vigil-drp-on-primary': token.colorTextLightSolid,
    '--vigil-drp-between': token.colorPrimaryBg,
    '--vigil-drp-hover': token.controlItemBgHover,
    '--vigil-drp-focus': token.colorPrimaryBorder,
    '--vigil-drp-radius': `${token.borderRadiusSM}px`,
  } as CSSProperties;

  // Arrow keys move between the days on screen, skipping disabled ones; Escape closes.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      props.onEscape();
      return;
    }
    const from = (event.target as HTMLElement).dataset.day;
    const step = keyStep(event.key);
    if (!from || step === null) return;
    event.preventDefault();
    const { first, last } = daysOfMonths(months);
    const to = nextFocusDay(from, step, (day) => !isDisabled(day), first, last);
    if (to) event.currentTarget.querySelector<HTMLButtonElement>(`button[data-day="${to}"]`)?.focus();
  };

  return (
    <div
      ref={panel}
      id={props.id}
      role="group"
      aria-label={props.label}
      className="vigil-drp"
      style={colours}
      onKeyDown={onKeyDown}
    >
      <div className="vigil-drp-nav">
        <Button
          size="small"
          type="text"
          icon={<LeftOutlined />}
          aria-label={t('previous')}
          disabled={!canShift(months, -1, props.limits)}
          onClick={() => props.onShift(-1)}
        />
        <Button
          size="small"
          type="text"
          icon={<RightOutlined />}
          aria-label={t('next')}
          disabled={!canShift(months, 1, props.limits)}
          onClick={() => props.onShift(1)}
        />
      </div>
      <div className="vigil-drp-months">
        {months.map((month) => (
          <MonthTable
            key={month}
            month={month}
            locale={locale}
            weekdays={weekdays}
            today={props.today}
            type={props.type}
            value={props.value}
            isDisabled={isDisabled}
            onPick={props.onPick}
          />
        ))}
      </div>
    </div>
  );
}
