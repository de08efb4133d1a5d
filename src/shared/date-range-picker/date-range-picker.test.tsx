import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { initI18n, type Language } from '@/shared/i18n';
import { DateRangePicker, type DateRangePickerProps } from './date-range-picker';

const TODAY = '2026-11-22';

type Props = Omit<DateRangePickerProps, 'onChange' | 'value'> & { value?: string[] };

/** The picker with its value kept here, as a caller would; every change is also recorded. */
function setup(props: Props, language: Language = 'en') {
  initI18n(language);
  const changes: string[][] = [];
  const openChanges: boolean[] = [];
  function Harness() {
    const [value, setValue] = useState(props.value ?? []);
    return (
      <DateRangePicker
        aria-label="Date"
        today={TODAY}
        {...props}
        onOpenChange={(open) => openChanges.push(open)}
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(
    <Providers client={createQueryClient()} language={language} theme="light">
      <Harness />
    </Providers>,
  );
  return {
    user: userEvent.setup({ delay: null }),
    changes,
    /** Whether the popup is open, as last told to the caller (antd keeps a closed popup on screen while it fades). */
    isOpen: () => openChanges.at(-1) ?? false,
    field: () => screen.getByRole('textbox', { name: 'Date' }),
  };
}

const day = (name: string) => screen.getByRole('button', { name });
const popup = () => screen.getByRole('group', { name: 'Date' });

afterEach(() => {
  vi.restoreAllMocks();
  initI18n('en');
});

describe('the date-range picker', () => {
  it('selects the clicked day in single mode, closes and shows it in the field', async () => {
    const { user, changes, field, isOpen } = setup({ type: 'single', value: ['2026-11-03'] });
    expect(field()).toHaveValue('3 Nov 2026');
    await user.click(field());
    expect(isOpen()).toBe(true);
    expect(day('3 November 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(day('22 November 2026')).toHaveAttribute('aria-current', 'date');
    await user.click(day('12 November 2026'));
    expect(changes).toEqual([['2026-11-12']]);
    expect(isOpen()).toBe(false);
    expect(field()).toHaveValue('12 Nov 2026');
    expect(field()).toHaveFocus();
  });

  it('shows three months ending with the value, 200 px each, and pages through them', async () => {
    const visible = vi.fn();
    const { user, field } = setup({ type: 'single', value: ['2026-11-03'], onVisibleMonthsChange: visible });
    expect(visible).toHaveBeenLastCalledWith('2026-09-01', '2026-11-30');
    await user.click(field());
    const titles = () =>
      within(popup())
        .getAllByRole('table')
        .map((t) => t.querySelector('caption')?.textContent);
    expect(titles()).toEqual(['September 2026', 'October 2026', 'November 2026']);
    await user.click(screen.getByRole('button', { name: 'Later months' }));
    expect(titles()).toEqual(['December 2026', 'January 2027', 'February 2027']);
    expect(visible).toHaveBeenLastCalledWith('2026-12-01', '2027-02-28');
    await user.click(screen.getByRole('button', { name: 'Earlier months' }));
    await user.click(screen.getByRole('button', { name: 'Earlier months' }));
    expect(titles()).toEqual(['June 2026', 'July 2026', 'August 2026']);
  });

  it('rounds the months up to a multiple of three', async () => {
    const { user, field } = setup({ type: 'single', months: 4 });
    await user.click(field());
    expect(within(popup()).getAllByRole('table')).toHaveLength(6);
  });

  it('toggles between the start and the end in period mode', async () => {
    const { user, changes, field, isOpen } = setup({ type: 'period', value: ['2026-11-01', '2026-11-03'] });
    expect(field()).toHaveValue('1 Nov 2026 – 3 Nov 2026');
    await user.click(field());
    await user.click(day('10 November 2026'));
    expect(changes.at(-1)).toEqual(['2026-11-10']);
    expect(day('10 November 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(day('3 November 2026')).toHaveAttribute('aria-pressed', 'false');
    await user.click(day('8 November 2026'));
    expect(changes.at(-1)).toEqual(['2026-11-08', '2026-11-10']);
    expect(isOpen()).toBe(false);
    expect(field()).toHaveValue('8 Nov 2026 – 10 Nov 2026');
  });

  it('limits the end to the maximum range around the first picked day', async () => {
    const { user, field } = setup({ type: 'period', maxRangeDays: 2 });
    await user.click(field());
    expect(day('20 November 2026')).toBeEnabled();
    await user.click(day('10 November 2026'));
    expect(day('12 November 2026')).toBeEnabled();
    expect(day('13 November 2026')).toBeDisabled();
    expect(day('7 November 2026')).toBeDisabled();
  });

  it('finishes a half-picked period with the next day when the popup closes', async () => {
    const { user, changes, field, isOpen } = setup({ type: 'period' });
    await user.click(field());
    await user.click(day('10 November 2026'));
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(changes).toEqual([['2026-11-10'], ['2026-11-10', '2026-11-11']]);
    expect(field()).toHaveValue('10 Nov 2026 – 11 Nov 2026');
  });

  it('finishes the period when the caller closes the popup', async () => {
    const changes: string[][] = [];
    function Controlled() {
      const [open, setOpen] = useState(true);
      const [value, setValue] = useState<string[]>(['2026-11-30']);
      return (
        <>
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
          <DateRangePicker
            type="period"
            aria-label="Date"
            today={TODAY}
            maxDate="2026-11-30"
            open={open}
            onOpenChange={setOpen}
            value={value}
            onChange={(next) => {
              changes.push(next);
              setValue(next);
            }}
          />
        </>
      );
    }
    initI18n('en');
    render(
      <Providers client={createQueryClient()} language="en" theme="light">
        <Controlled />
      </Providers>,
    );
    expect(day('30 November 2026')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Done' }));
    // The next day is after the maximum: the period is that one day.
    await waitFor(() => expect(changes).toEqual([['2026-11-30', '2026-11-30']]));
  });

  it('adds days in multi mode and removes a day clicked again', async () => {
    const { user, changes, field, isOpen } = setup({ type: 'multi', value: ['2026-11-02', '2026-11-05'] });
    expect(field()).toHaveValue('2 Nov 2026, 5 Nov 2026');
    await user.click(field());
    await user.click(day('9 November 2026'));
    expect(changes.at(-1)).toEqual(['2026-11-02', '2026-11-05', '2026-11-09']);
    await user.click(day('2 November 2026'));
    expect(changes.at(-1)).toEqual(['2026-11-05', '2026-11-09']);
    expect(day('2 November 2026')).toHaveAttribute('aria-pressed', 'false');
    expect(isOpen()).toBe(true);
    await user.click(day('12 November 2026'));
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(field()).toHaveValue('3 days');
  });

  it('disables days outside the limits, rejected by the custom check or on a blocked weekday, and ignores clicks on them', async () => {
    const { user, changes, field } = setup({
      type: 'multi',
      minDate: '2026-11-03',
      maxDate: '2026-11-25',
      isDateDisabled: (d) => d === '2026-11-11',
      blockedWeekdays: [0],
    });
    await user.click(field());
    for (const name of ['2 November 2026', '26 November 2026', '11 November 2026', '15 November 2026']) {
      expect(day(name)).toBeDisabled();
      await user.click(day(name));
    }
    expect(day('3 November 2026')).toBeEnabled();
    expect(day('14 November 2026')).toBeEnabled();
    expect(changes).toEqual([]);
  });

  it('moves between enabled days with the arrow keys and closes on Escape', async () => {
    const { user, field, isOpen } = setup({
      type: 'single',
      value: ['2026-11-13'],
      isDateDisabled: (d) => d === '2026-11-14',
    });
    await user.click(field());
    await user.keyboard('{ArrowDown}');
    expect(day('13 November 2026')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(day('15 November 2026')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(day('8 November 2026')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(field()).toHaveFocus();
  });

  it('shows a configuration error instead of the picker, and tells the console once', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = setup({ type: 'period', value: ['2026-11-10', '2026-11-01'], minDate: '2026-11-05' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The date picker is set up wrongly');
    expect(alert).toHaveTextContent('The period starts after it ends.');
    expect(alert).toHaveTextContent('The chosen dates are outside the allowed ones.');
    expect(screen.queryByRole('textbox', { name: 'Date' })).toBeNull();
    await user.click(alert);
    const pickerErrors = consoleError.mock.calls.filter((c) => String(c[0]).startsWith('DateRangePicker'));
    expect(pickerErrors).toHaveLength(1);
  });

  it('shows a minimum after the maximum in Russian', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup({ type: 'single', minDate: '2026-12-01', maxDate: '2026-11-01' }, 'ru');
    expect(screen.getByRole('alert')).toHaveTextContent('Самая ранняя дата позже самой поздней.');
  });

  it('labels weekdays in Russian from Monday and names days in Russian', async () => {
    const { user } = setup({ type: 'single', value: ['2026-11-03'], 'aria-label': 'Дата' }, 'ru');
    await user.click(screen.getByRole('textbox', { name: 'Дата' }));
    const november = screen.getByRole('table', { name: 'Ноябрь 2026' });
    expect(
      within(november)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс']);
    expect(within(november).getByRole('button', { name: '3 ноября 2026' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Более поздние месяцы' })).toBeInTheDocument();
  });

  it('labels weekdays in English from Sunday', async () => {
    const { user, field } = setup({ type: 'single' });
    await user.click(field());
    const november = screen.getByRole('table', { name: 'November 2026' });
    expect(within(november).getAllByRole('columnheader')[0]).toHaveTextContent('Su');
  });
});
