import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Stream } from '@contract/index';
import { fakeServer, stream, users } from '@/test/fixtures';
import { renderApp, resetApp, signIn } from '@/test/render-app';

/*
 * The stream settings' motion section (docs/console.md#stream-settings): on or off, sensitivity and
 * the mask over the picture, saved with the other settings (only what changed).
 */

afterEach(() => resetApp());

const UPDATE = 'PUT /v1/stream/cam-1';

/** The server keeps the stream; `refusals` PUTs are first refused with a ValidationError naming the mask. */
function serve(initial: Stream, refusals = 0) {
  const server = fakeServer(users.admin);
  let current = initial;
  let refuse = refusals;
  server.on('GET /v1/stream/cam-1', () => ({ data: current }));
  server.on(UPDATE, (request) => {
    if (refuse > 0) {
      refuse -= 1;
      return { status: 400, data: { code: 'ValidationError', message: 'bad mask', field: 'motion.mask.0' } };
    }
    const body = request.body as Partial<Stream>;
    current = { ...current, ...body, motion: { ...current.motion, ...body.motion } };
    return { data: current };
  });
  signIn(server.currentSettings());
  return server;
}

async function findForm() {
  const form = within(await screen.findByRole('form', { name: 'Stream settings' }, { timeout: 30_000 }));
  const grid = within(form.getByRole('group', { name: 'Mask' }));
  return {
    form,
    cell: (row: number, column: number) => grid.getByRole('button', { name: `Row ${row}, column ${column}` }),
    save: () => form.getByRole('button', { name: /Save$/ }),
  };
}

describe('stream settings: motion detection', { timeout: 60_000 }, () => {
  it('toggles cells of the mask by click and from the keyboard, clears it, and saves only the mask', async () => {
    const user = userEvent.setup({ delay: null });
    const server = serve(stream({ motion: { isEnable: true, sensitivity: 5, mask: [0] } }));
    renderApp('/stream/cam-1/setting');
    const { form, cell, save } = await findForm();
    expect(form.getByRole('switch', { name: 'Detect motion' })).toBeChecked();
    expect(cell(1, 1)).toHaveAttribute('aria-pressed', 'true');
    expect(cell(1, 2)).toHaveAttribute('aria-pressed', 'false');
    expect(form.getByText(/1 cell left out\./)).toBeInTheDocument();

    await user.click(cell(1, 2));
    expect(cell(1, 2)).toHaveAttribute('aria-pressed', 'true');
    // The arrows move between cells; Space leaves the focused one out.
    cell(1, 2).focus();
    await user.keyboard('{ArrowDown}');
    expect(cell(2, 2)).toHaveFocus();
    await user.keyboard(' ');
    expect(cell(2, 2)).toHaveAttribute('aria-pressed', 'true');
    expect(form.getByText(/3 cells left out\./)).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Clear mask' }));
    expect(cell(1, 1)).toHaveAttribute('aria-pressed', 'false');
    await user.click(cell(9, 16));
    await user.click(save());
    expect(await screen.findByText('Stream settings has been saved')).toBeInTheDocument();
    expect(server.calls(UPDATE).map((r) => r.body)).toEqual([{ motion: { mask: [143] } }]);
  });

  it('turns detection off and changes the sensitivity; a refusal naming the mask shows on it and keeps the cells', async () => {
    const user = userEvent.setup({ delay: null });
    const server = serve(stream({ motion: { isEnable: true, sensitivity: 5, mask: [] } }), 1);
    renderApp('/stream/cam-1/setting');
    const { form, cell, save } = await findForm();
    await user.click(form.getByRole('switch', { name: 'Detect motion' }));
    // antd's slider reads the key's code (which user-event leaves out).
    fireEvent.keyDown(form.getByRole('slider', { name: 'Sensitivity' }), { key: 'ArrowRight', keyCode: 39, which: 39 });
    await user.click(cell(3, 4));
    await user.click(save());
    expect(await form.findByText('The server did not accept this value')).toBeInTheDocument();
    expect(cell(3, 4)).toHaveAttribute('aria-pressed', 'true');
    await user.click(save());
    await waitFor(() => expect(server.calls(UPDATE)).toHaveLength(2));
    expect(server.calls(UPDATE)[1]?.body).toEqual({ motion: { isEnable: false, sensitivity: 6, mask: [35] } });
  });
});
