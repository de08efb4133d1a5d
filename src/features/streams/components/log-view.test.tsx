import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { LogLine } from '@contract/index';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { initI18n } from '@/shared/i18n';
import { resetApp } from '@/test/render-app';
import { LogView } from './log-view';

afterEach(() => resetApp());

const at = '2026-01-05T10:00:00.000Z';
const line = (seq: number, text: string, note?: LogLine['note'], level: LogLine['level'] = 'info'): LogLine => ({
  seq,
  time: at,
  level,
  text,
  ...(note ? { note } : {}),
});

describe("the debug log in the user's language", () => {
  it("shows the server's own lines in Russian and ffmpeg's lines as ffmpeg wrote them", () => {
    initI18n('ru');
    render(
      <Providers client={createQueryClient()} language="ru" theme="light">
        <MemoryRouter>
          <LogView
            lines={[
              line(1, 'Source: h264; copying H.264', { key: 'sourceRead', codecs: ['h264'], mode: 'copy' }),
              line(2, 'ffmpeg started (run mb1-abc, copy)', { key: 'ffmpegStarted', run: 'mb1-abc', mode: 'copy' }),
              line(3, "Input #0, rtsp, from 'the source':"),
              line(4, 'Receiving video', { key: 'receiving' }),
              line(5, 'ffmpeg ended with code 1', { key: 'ffmpegEnded', code: 1, signal: null }),
              line(6, 'Retrying in 1.5 s', { key: 'retrying', seconds: 1.5 }),
              line(
                7,
                'Cannot read the source: Connection refused',
                { key: 'notStarted', reason: 'probeRefused' },
                'error',
              ),
              line(
                8,
                'Cannot read the source: Invalid data found when processing input',
                { key: 'notStarted', reason: 'probeUnreadable' },
                'error',
              ),
            ]}
          />
        </MemoryRouter>
      </Providers>,
    );
    const rows = Array.from(screen.getByRole('log', { name: 'Журнал потока' }).children).map((row) =>
      row.textContent?.replace(/^\S+ /, ''),
    );
    expect(rows).toEqual([
      'ИНФО Источник: h264; H.264 копируется как есть',
      'ИНФО ffmpeg запущен (запуск mb1-abc, копирование)',
      "ИНФО Input #0, rtsp, from 'the source':",
      'ИНФО Видео поступает',
      'ИНФО ffmpeg завершился с кодом 1',
      'ИНФО Повтор через 1,5 с',
      'ОШИБКА Источник отклонил соединение: проверьте хост и порт.',
      'ОШИБКА Не удалось прочитать данные источника. Ответ сервера: Invalid data found when processing input',
    ]);
    expect(within(screen.getByRole('log')).queryByText(/Connection refused/)).toBeNull();
  });
});
