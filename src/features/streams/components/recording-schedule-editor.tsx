import { Radio, Typography } from 'antd';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SCHEDULE_CELLS, type ScheduleCell } from '@contract/recording-mode';
import {
  countCells,
  movedSlot,
  paintRect,
  SCHEDULE_DAYS,
  SCHEDULE_HOURS,
  type ScheduleSlot,
} from '../logic/recording-schedule';
import './recording-schedule-editor.css';

const DAYS = Array.from({ length: SCHEDULE_DAYS }, (_, d) => d);
const HOURS = Array.from({ length: SCHEDULE_HOURS }, (_, h) => h);
const pad = (h: number) => String(h).padStart(2, '0');
const EMPTY_WEEK: ScheduleCell[][] = DAYS.map(() => HOURS.map(() => 'always'));

export interface RecordingScheduleEditorProps {
  /** 7 days (Monday first) of 24 hours. */
  value?: ScheduleCell[][];
  onChange?: (days: ScheduleCell[][]) => void;
  disabled?: boolean;
}

/**
 * The weekly recording schedule (docs/console.md#stream-settings): pick a brush (off, always, on motion),
 * then click a cell or drag a rectangle over the week to paint it. From the keyboard, the arrows move
 * between hours and Space or Enter paints the focused one.
 */
export function RecordingScheduleEditor({
  value = EMPTY_WEEK,
  onChange,
  disabled = false,
}: RecordingScheduleEditorProps) {
  const { t } = useTranslation('stream-form');
  const hintId = useId();
  const grid = useRef<HTMLDivElement>(null);
  const [brush, setBrush] = useState<ScheduleCell>('off');
  const [focus, setFocus] = useState<ScheduleSlot>({ day: 0, hour: 0 });
  // A drag paints the rectangle from where it started over the week as it was then.
  const drag = useRef<{ start: ScheduleSlot; base: ScheduleCell[][]; last: string } | null>(null);

  const slotOf = (target: EventTarget | null): ScheduleSlot | null => {
    const data = (target as HTMLElement | null)?.dataset;
    const day = Number(data?.day);
    const hour = Number(data?.hour);
    return data?.day !== undefined && Number.isInteger(day) && Number.isInteger(hour) ? { day, hour } : null;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    const slot = slotOf(event.target);
    if (!slot) return;
    event.preventDefault();
    // A touch is captured by the cell it started on: released, the cells under the finger get the moves.
    (event.target as Element).releasePointerCapture?.(event.pointerId);
    drag.current = { start: slot, base: value, last: `${slot.day}:${slot.hour}` };
    setFocus(slot);
    onChange?.(paintRect(value, slot, slot, brush));
  };
  const onPointerOver = (event: PointerEvent<HTMLDivElement>) => {
    const slot = slotOf(event.target);
    const current = drag.current;
    if (!current || !slot || current.last === `${slot.day}:${slot.hour}`) return;
    current.last = `${slot.day}:${slot.hour}`;
    onChange?.(paintRect(current.base, current.start, slot, brush));
  };
  const endDrag = () => void (drag.current = null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = movedSlot(focus, event.key);
    if (!next) return;
    event.preventDefault();
    setFocus(next);
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${next.day}"][data-hour="${next.hour}"]`)?.focus();
  };

  const counts = countCells(value);
  return (
    <div>
      <Radio.Group
        aria-label={t('recording.brush')}
        value={brush}
        onChange={(event) => setBrush(event.target.value as ScheduleCell)}
        disabled={disabled}
        optionType="button"
        size="small"
        style={{ marginBottom: 8 }}
        options={SCHEDULE_CELLS.map((cell) => ({
          value: cell,
          label: (
            <span>
              <span className={`vigil-schedule__swatch vigil-schedule__swatch--${cell}`} aria-hidden />
              {t(`recording.cells.${cell}`)}
            </span>
          ),
        }))}
      />
      <div className="vigil-schedule__scroll">
        <div
          ref={grid}
          role="group"
          aria-label={t('recording.schedule')}
          aria-describedby={hintId}
          className="vigil-schedule__grid"
          onPointerDown={onPointerDown}
          onPointerOver={onPointerOver}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onPointerLeave={endDrag}
          onKeyDown={onKeyDown}
        >
          <span aria-hidden />
          {HOURS.map((hour) => (
            <span key={hour} className="vigil-schedule__hour" aria-hidden>
              {hour % 3 === 0 ? pad(hour) : ''}
            </span>
          ))}
          {DAYS.map((day) => [
            <span key={`d${day}`} className="vigil-schedule__day" aria-hidden>
              {t(`recording.daysShort.${day}`)}
            </span>,
            ...HOURS.map((hour) => {
              const cell = value[day]?.[hour] ?? 'always';
              return (
                <button
                  key={`${day}:${hour}`}
                  type="button"
                  data-day={day}
                  data-hour={hour}
                  className={`vigil-schedule__cell vigil-schedule__cell--${cell}`}
                  aria-label={t('recording.cell', {
                    day: t(`recording.days.${day}`),
                    from: `${pad(hour)}:00`,
                    to: `${pad((hour + 1) % 24)}:00`,
                    state: t(`recording.cells.${cell}`),
                  })}
                  title={`${t(`recording.days.${day}`)} ${pad(hour)}:00: ${t(`recording.cells.${cell}`)}`}
                  tabIndex={day === focus.day && hour === focus.hour ? 0 : -1}
                  disabled={disabled}
                  onFocus={() => setFocus({ day, hour })}
                  // A pointer paints on press (and drags on); a click from the keyboard (detail 0) paints here.
                  onClick={(event) => {
                    if (event.detail === 0) {
                      setFocus({ day, hour });
                      onChange?.(paintRect(value, { day, hour }, { day, hour }, brush));
                    }
                  }}
                />
              );
            }),
          ])}
        </div>
      </div>
      <Typography.Text id={hintId} type="secondary" style={{ display: 'block', marginTop: 8 }}>
        {t('recording.scheduleHint')}{' '}
        {t('recording.counts', {
          always: t('recording.hours', { count: counts.always }),
          motion: t('recording.hours', { count: counts.motion }),
          off: t('recording.hours', { count: counts.off }),
        })}
      </Typography.Text>
    </div>
  );
}
