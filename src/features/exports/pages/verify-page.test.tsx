import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { VerifyReply } from '@contract/index';
import { apiError, fakeServer, users, type FakeServer } from '@/test/fixtures';
import { renderApp, resetApp, signIn } from '@/test/render-app';
import { quickUser } from '@/test/user-event';

/*
 * The Verify page (docs/exports.md#in-the-console): a zip picked or dropped is sent as it is to
 * POST /v1/exports/verify; the verdict shows, with each problem naming its file.
 */

afterEach(() => resetApp());

const VERIFY = 'POST /v1/exports/verify';

function serve(reply: VerifyReply | ReturnType<typeof apiError>): FakeServer {
  const server = fakeServer(users.readOnly);
  server.on(VERIFY, 'status' in reply ? reply : { data: reply });
  signIn(server.currentSettings());
  return server;
}

const zip = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'Case 118.zip', { type: 'application/zip' });

async function pick(label: RegExp) {
  await screen.findByText(label, {}, { timeout: 30_000 });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await quickUser().upload(input, zip());
}

describe('verify page', { timeout: 60_000 }, () => {
  it('sends the zip as it is and says a whole package is valid', async () => {
    const server = serve({ valid: true, problems: [] });
    renderApp('/exports/verify');
    await pick(/Drop a package/);
    expect(await screen.findByText('Valid: the package is whole and signed by this server')).toBeTruthy();
    expect(screen.getByText('Case 118.zip')).toBeTruthy();
    const [call] = server.calls(VERIFY);
    expect(call?.headers['content-type']).toBe('application/zip');
    expect(call?.body).toBeInstanceOf(Blob);
    // How to check without Vigil.
    expect(screen.getByText('Without Vigil')).toBeTruthy();
    expect(screen.getByText(/openssl pkeyutl -verify/)).toBeTruthy();
  });

  it('lists each problem with the file it is about', async () => {
    serve({
      valid: false,
      problems: [
        { file: 'manifest.sig', problem: 'badSignature' },
        { file: 'clips/01-gate.mp4', problem: 'changed' },
      ],
    });
    renderApp('/exports/verify');
    await pick(/Drop a package/);
    expect(await screen.findByText('Not valid')).toBeTruthy();
    const problems = within(screen.getByRole('list', { name: 'Problems' }));
    expect(problems.getByText('manifest.sig')).toBeTruthy();
    expect(problems.getByText(/is not signed by this server's key/)).toBeTruthy();
    expect(problems.getByText('clips/01-gate.mp4')).toBeTruthy();
    expect(problems.getByText(/has changed/)).toBeTruthy();
  });

  it('says, in Russian, why a file that is not a zip could not be checked', async () => {
    serve(apiError('ValidationError'));
    renderApp('/exports/verify', { language: 'ru' });
    await pick(/Перетащите пакет/);
    await waitFor(() => expect(screen.getByText('Ошибка валидации')).toBeTruthy());
    expect(screen.queryByText('Недействителен')).toBeNull();
  });

  it('says in Russian that a package is not valid', async () => {
    serve({ valid: false, problems: [{ file: 'manifest.json', problem: 'badManifest' }] });
    renderApp('/exports/verify', { language: 'ru' });
    await pick(/Перетащите пакет/);
    expect(await screen.findByText('Недействителен')).toBeTruthy();
    expect(screen.getByText(/не является правильным манифестом/)).toBeTruthy();
  });
});
