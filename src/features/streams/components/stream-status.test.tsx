import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Stream } from '@contract/index';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { initI18n, type Language } from '@/shared/i18n';
import { stream } from '@/test/fixtures';
import { resetApp } from '@/test/render-app';
import { StreamStatus } from './stream-status';

afterEach(() => resetApp());

function renderStatus(shown: Stream, language: Language) {
  initI18n(language);
  return render(
    <Providers client={createQueryClient()} language={language} theme="light">
      <MemoryRouter>
        <StreamStatus stream={shown} />
      </MemoryRouter>
    </Providers>,
  );
}

const failed = (failureCode: Stream['failureCode'], failureReason: string) =>
  stream({ status: 'failed', failureCode, failureReason });

describe("a failed stream's reason (cards, table, info page and player)", () => {
  it("is the reason word's text in the user's language, without the server's English line", () => {
    renderStatus(failed('probeRefused', 'Cannot read the source: Connection refused'), 'ru');
    expect(screen.getByText('Ошибка')).toBeTruthy();
    expect(screen.getByText('Источник отклонил соединение: проверьте хост и порт.')).toBeTruthy();
    expect(screen.queryByText(/Connection refused/)).toBeNull();
  });

  it("follows the catch-all word with the server's own line", () => {
    renderStatus(failed('probeUnreadable', 'Cannot read the source: Invalid data found when processing input'), 'ru');
    const line = screen.getByText('Invalid data found when processing input');
    expect(line.parentElement).toHaveTextContent(
      'Не удалось прочитать данные источника. Ответ сервера: Invalid data found when processing input',
    );
  });

  it("shows a failure that is not about the source as the server's line after the console's lead-in", () => {
    renderStatus(failed(null, 'Cannot start ffmpeg'), 'en');
    expect(screen.getByText('Cannot start ffmpeg').parentElement).toHaveTextContent(
      'The stream could not run. The server says: Cannot start ffmpeg',
    );
  });
});
