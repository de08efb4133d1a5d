import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Stream } from '@contract/index';
import { uniformSchedule } from '@contract/recording-mode';
import { fakeServer, stream, users } from '@/test/fixtures';
import { renderApp, resetApp, signIn } from '@/test/render-app';

/*
 * The stream settings' recording section (docs/console.md#stream-settings): always, on motion or on a
 * weekly schedule painted over a 7 × 24 grid in a time zone; saved with the other settings.
 */

afterEach(() => resetApp());

const UPDATE = 'PUT /v1/stream/cam-1';

/** The server keeps the stream; the first PUTs answer `refusals` in turn. */
function serve(initial: Stream, refusals: { message: string; field: string }[] = []) {
  const server = fakeServer(users.admin);
  let current = initial;
  server.on('GET /v1/stream/cam-1', () => ({ data: current }));
  server.on(UPDATE, (request) => {
    const refusal = refusals.shift();
    if (refusal) return { status: 400, data: { code: 'ValidationError', ...refusal } };
    const body = request.body as Partial<Stream>;
    current = { ...current, archive: { ...current.archive, ...body.archive } };
    return { data: current };
  });
  signIn(server.currentSettings());
  return server;
}

describe('stream settings: recording mode', { timeout: 120_000 }, () => {
  it('paints a schedule by click, drag and keyboard, and saves it with its mode and time zone', async () => {
    const user = userEvent.setup({ delay: null });
    const server = serve(stream({ archive: { isEnable: true, mode: 'always', schedule: null } }));
    renderApp('/stream/cam-1/setting');
    const form = within(await screen.findByRole('form', { name: 'Stream settings' }, { timeout: 30_000 }));
    const mode = (name: string) =>
      within(form.getByRole('radiogroup', { name: 'What the archive keeps' })).getByRole('radio', { name });
    expect(mode('Always')).toBeChecked();
    expect(form.queryByRole('group', { name: 'Weekly schedule' })).toBeNull();

    await user.click(mode('On a schedule'));
    const grid = within(form.getByRole('group', { name: 'Weekly schedule' }));
    const cell = (name: string) => grid.getByRole('button', { name: new RegExp(`^${name}`) });
    // A schedule not drawn yet keeps every hour, in the browser's time zone.
    expect(cell('Monday, 00:00–01:00')).toHaveAccessibleName('Monday, 00:00–01:00: Always');
    expect(form.getByText(/Always: 168 hours; on motion: 0 hours; off: 0 hours\./)).toBeInTheDocument();

    // The brush starts at off: a click paints one hour.
    await user.click(cell('Sunday, 23:00–24:00|Sunday, 23:00–00:00'));
    expect(cell('Sunday, 23:00')).toHaveAccessibleName('Sunday, 23:00–00:00: Off');

    // On motion, dragged from Monday 09:00 to Friday 17:00: 5 days of 9 hours.
    await user.click(
      within(form.getByRole('radiogroup', { name: 'What to paint' })).getByRole('radio', { name: 'On motion' }),
    );
    fireEvent.pointerDown(cell('Monday, 09:00'), { button: 0, pointerId: 1 });
    fireEvent.pointerOver(cell('Wednesday, 12:00'), { pointerId: 1 });
    fireEvent.pointerOver(cell('Friday, 17:00'), { pointerId: 1 });
    fireEvent.pointerUp(cell('Friday, 17:00'), { pointerId: 1 });
    expect(cell('Tuesday, 13:00')).toHaveAccessibleName('Tuesday, 13:00–14:00: On motion');
    expect(cell('Friday, 18:00')).toHaveAccessibleName('Friday, 18:00–19:00: Always');
    expect(form.getByText(/Always: 122 hours; on motion: 45 hours; off: 1 hour\./)).toBeInTheDocument();

    // From the keyboard: the arrows move between hours, Space paints the focused one.
    cell('Friday, 17:00').focus();
    await user.keyboard('{ArrowDown}{ArrowRight} ');
    expect(cell('Saturday, 18:00')).toHaveFocus();
    expect(cell('Saturday, 18:00')).toHaveAccessibleName('Saturday, 18:00–19:00: On motion');

    await user.click(form.getByRole('button', { name: /Save$/ }));
    expect(await screen.findByText('Stream settings has been saved')).toBeInTheDocument();
    const body = server.calls(UPDATE)[0]?.body as {
      archive: { mode: string; schedule: { timeZone: string; days: string[][] } };
    };
    expect(body.archive.mode).toBe('schedule');
    expect(body.archive.schedule.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(body.archive.schedule.days[6]?.[23]).toBe('off');
    expect(body.archive.schedule.days[0]?.slice(8, 19)).toEqual(['always', ...Array(9).fill('motion'), 'always']);
    expect(body.archive.schedule.days[5]?.[18]).toBe('motion');
    expect(body.archive.schedule.days.flat().filter((c) => c === 'motion')).toHaveLength(46);
  });

  it('shows a refusal of the mode and of the time zone on their fields, keeping the painted hours', async () => {
    const user = userEvent.setup({ delay: null });
    const server = serve(
      stream({ archive: { isEnable: true, mode: 'schedule', schedule: uniformSchedule('off', 'UTC') } }),
      [
        { message: 'Recording on motion needs motion detection on', field: 'archive.mode' },
        { message: 'Unknown time zone: UTC', field: 'archive.schedule.timeZone' },
      ],
    );
    renderApp('/stream/cam-1/setting');
    const form = within(await screen.findByRole('form', { name: 'Stream settings' }, { timeout: 30_000 }));
    const grid = within(form.getByRole('group', { name: 'Weekly schedule' }));
    await user.click(
      within(form.getByRole('radiogroup', { name: 'What to paint' })).getByRole('radio', { name: 'On motion' }),
    );
    await user.click(grid.getByRole('button', { name: /^Wednesday, 10:00/ }));
    await user.click(form.getByRole('button', { name: /Save$/ }));
    expect(await form.findByText('Recording on motion needs motion detection on')).toBeInTheDocument();
    expect(grid.getByRole('button', { name: /^Wednesday, 10:00/ })).toHaveAccessibleName(
      'Wednesday, 10:00–11:00: On motion',
    );
    await user.click(form.getByRole('button', { name: /Save$/ }));
    expect(await form.findByText('Pick a time zone from the list')).toBeInTheDocument();
    await waitFor(() => expect(server.calls(UPDATE)).toHaveLength(2));
    const days = (server.calls(UPDATE)[1]?.body as { archive: { schedule: { days: string[][] } } }).archive.schedule
      .days;
    expect(days[2]?.[10]).toBe('motion');
  });

  it('refuses on motion before saving while motion detection is off', async () => {
    const user = userEvent.setup({ delay: null });
    const server = serve(stream({ motion: { isEnable: false, sensitivity: 5, mask: [] } }));
    renderApp('/stream/cam-1/setting');
    const form = within(await screen.findByRole('form', { name: 'Stream settings' }, { timeout: 30_000 }));
    const mode = (name: string) =>
      within(form.getByRole('radiogroup', { name: 'What the archive keeps' })).getByRole('radio', { name });
    await user.click(mode('On motion'));
    await user.click(form.getByRole('button', { name: /Save$/ }));
    expect(await form.findByText('Recording on motion needs motion detection on')).toBeInTheDocument();
    expect(server.calls(UPDATE)).toHaveLength(0);
  });

  it('speaks Russian', async () => {
    serve(
      stream({ archive: { isEnable: true, mode: 'schedule', schedule: uniformSchedule('motion', 'Europe/Moscow') } }),
    );
    renderApp('/stream/cam-1/setting', { language: 'ru' });
    const form = within(await screen.findByRole('form', { name: 'Настройки потока' }, { timeout: 30_000 }));
    expect(form.getByRole('radio', { name: 'По расписанию' })).toBeChecked();
    const grid = within(form.getByRole('group', { name: 'Расписание на неделю' }));
    expect(grid.getByRole('button', { name: /^Понедельник, 08:00/ })).toHaveAccessibleName(
      'Понедельник, 08:00–09:00: При движении',
    );
    expect(form.getByText(/Всегда: 0 часов; при движении: 168 часов; не записывать: 0 часов\./)).toBeInTheDocument();
    expect(form.getByText('Europe/Moscow')).toBeInTheDocument();
  });
});
