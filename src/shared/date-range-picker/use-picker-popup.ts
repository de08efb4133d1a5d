import { useEffect, useRef, useState } from 'react';
import { daysOfMonths, firstMonthToShow, monthsFrom, monthsToShow, shiftMonth } from './logic/calendar';
import { finishOnClose, type DateRangeType, type PickerLimits } from './logic/selection';

interface PopupOptions {
  type: DateRangeType;
  value: readonly string[];
  onChange(value: string[]): void;
  limits: PickerLimits;
  today: string;
  months?: number;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  onVisibleMonthsChange?(first: string, last: string): void;
  disabled?: boolean;
}

/**
 * The popup's state: open (controlled through `open` or kept here), the months on
 * screen (placed by the value and today when it opens, then paged by the user), the
 * visible-months callback, and a half-picked period finished whenever it closes.
 */
export function usePickerPopup(options: PopupOptions) {
  const { type, value, limits, today } = options;
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = !options.disabled && (options.open ?? ownOpen);

  const count = monthsToShow(options.months);
  const placed = firstMonthToShow(value, today, count, limits);
  // While open the months stay where they were placed (a click must not move them).
  const [pinned, setPinned] = useState<string | null>(null);
  if (isOpen && pinned === null) setPinned(placed);
  if (!isOpen && pinned !== null) setPinned(null);
  const months = monthsFrom((isOpen ? pinned : null) ?? placed, count);

  const { first, last } = daysOfMonths(months);
  const onVisible = useRef(options.onVisibleMonthsChange);
  useEffect(() => {
    onVisible.current = options.onVisibleMonthsChange;
  });
  useEffect(() => onVisible.current?.(first, last), [first, last]);

  // Closing, by us or by the caller's `open`, finishes a half-picked period.
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    if (wasOpen.current && !isOpen) {
      const finished = finishOnClose(type, value, limits);
      if (finished.join() !== value.join()) options.onChange(finished);
    }
    wasOpen.current = isOpen;
  });

  const setOpen = (next: boolean) => {
    if (next === isOpen) return;
    setOwnOpen(next);
    options.onOpenChange?.(next);
  };
  const shift = (step: -1 | 1) => setPinned((m) => shiftMonth(m ?? placed, step * count));

  return { isOpen, setOpen, months, shift };
}
