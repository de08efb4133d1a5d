import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import dayjs from 'dayjs';
import { resolveFfmpeg } from '../server/src/media/ffmpeg-path';
import {
  ARCHIVE_UID,
  archiveStretches,
  clickTimelineAt,
  settledPlayingTime,
  timelineWindow,
  waitForDemoArchive,
  waitForPlaying,
} from './support/player';
import { expect, test } from './support/test';

const run = promisify(execFile);

/** The media length ffmpeg reports for a file, in seconds. */
async function durationOf(file: string): Promise<number> {
  const ffmpeg = await resolveFfmpeg();
  const result = await run(ffmpeg.path, ['-hide_banner', '-i', file]).catch((e: { stderr: string }) => e);
  const match = /Duration: (\d+):(\d+):(\d+\.\d+)/.exec(result.stderr);
  if (!match) throw new Error(`no duration in: ${result.stderr}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

const dayName = (d: dayjs.Dayjs) => d.format('D MMMM YYYY');

test.describe('the player tools', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await waitForDemoArchive();
  });

  test('the calendar offers only days with recordings, and a picked day plays from its first recording', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await signIn('admin');
    await page.goto(`/ui/stream/${ARCHIVE_UID}/view`);
    await page.getByRole('textbox', { name: 'Calendar' }).click();
    const today = dayjs();
    const yesterday = today.subtract(1, 'day');
    await expect(page.getByRole('button', { name: dayName(today) })).toBeEnabled();
    await expect(page.getByRole('button', { name: dayName(yesterday) })).toBeEnabled();
    await expect(page.getByRole('button', { name: dayName(today.subtract(10, 'day')) })).toBeDisabled();
    await expect(page.getByRole('button', { name: dayName(today.add(1, 'day')) })).toBeDisabled();

    await page.getByRole('button', { name: dayName(yesterday) }).click();
    await expect.poll(async () => (await timelineWindow(page)).start).toBe(yesterday.startOf('day').valueOf());
    await expect(page.getByTestId('playing-clock')).toContainText('Archive');
    await waitForPlaying(page.getByLabel('Video', { exact: true }));
  });

  test('a download saves an MP4 of the chosen length', async ({ page, signIn, adminApi }) => {
    test.setTimeout(90_000);
    await signIn('admin');
    await page.goto(`/ui/stream/${ARCHIVE_UID}/view`);
    const window = await timelineWindow(page);
    const stretches = await archiveStretches(adminApi, ARCHIVE_UID, window.start, Date.now());
    const fragment = stretches.find((s) => s.recorded && s.end - s.start > 20 * 60_000)!;
    // Play from the middle of a long recording: the clip offered first is the five minutes up to the playing time.
    await clickTimelineAt(page, fragment.start + (fragment.end - fragment.start) / 2);
    const video = page.getByLabel('Video', { exact: true });
    await waitForPlaying(video);
    await page.getByRole('button', { name: 'Pause' }).click();

    await page.getByRole('button', { name: 'Download' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download a clip' });
    await expect(dialog.getByText('Length: 5 min 00 s (at most 60 min 00 s). All of it is recorded.')).toBeVisible();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.mp4$/);
    const saved = test.info().outputPath('clip.mp4');
    await file.saveAs(saved);
    const seconds = await durationOf(saved);
    // The server starts a clip on a segment boundary (a stream copy starts on a keyframe):
    // at most one segment (20 s in the demo archive) longer than asked.
    expect(seconds).toBeGreaterThan(299);
    expect(seconds).toBeLessThan(321);
    await expect(dialog).toBeHidden();
  });

  test('the calendar follows the playing day: the recording played, then today in live (from the command palette)', async ({
    page,
    signIn,
    adminApi,
  }) => {
    test.setTimeout(120_000);
    await signIn('admin');
    await page.goto(`/ui/stream/${ARCHIVE_UID}/view`);
    const field = page.getByRole('textbox', { name: 'Calendar' });
    const shortDay = (d: dayjs.Dayjs) => d.format('D MMM YYYY');
    const today = dayjs();
    await expect(field).toHaveValue(shortDay(today), { timeout: 30_000 });

    // Play yesterday's recording from the timeline: the calendar shows yesterday, and opens on its month.
    const yesterday = today.subtract(1, 'day');
    const dayEnd = yesterday.endOf('day').valueOf();
    // The timeline moved back until it holds the last two hours of yesterday.
    while ((await timelineWindow(page)).start > dayEnd - 2 * 3_600_000)
      await page.getByRole('button', { name: 'Move left' }).click();
    const window = await timelineWindow(page);
    const stretches = await archiveStretches(adminApi, ARCHIVE_UID, window.start, dayEnd);
    const fragment = stretches.find((s) => s.recorded && s.end - Math.max(s.start, window.start) > 120_000)!;
    const at = await clickTimelineAt(page, Math.max(fragment.start, window.start) + 60_000);
    await expect(field).toHaveValue(shortDay(dayjs(at)));
    await field.click();
    const picked = page.getByRole('button', { name: dayName(dayjs(at)) });
    await expect(picked).toHaveAttribute('aria-pressed', 'true');
    await expect(picked).toBeInViewport();
    await page.keyboard.press('Escape');

    // Live, from the command palette: today again.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('live on this');
    await expect(page.getByRole('option', { name: /Go live on this player/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Live', pressed: true })).toBeVisible();
    await expect(field).toHaveValue(shortDay(today));
    await field.click();
    await expect(page.getByRole('button', { name: dayName(today) })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the download dialog says how much of a clip over a gap is recorded', async ({ page, signIn, adminApi }) => {
    test.setTimeout(120_000);
    await signIn('admin');
    await page.goto(`/ui/stream/${ARCHIVE_UID}/view`);
    const stretches = await archiveStretches(adminApi, ARCHIVE_UID, Date.now() - 24 * 3_600_000, Date.now());
    const gap = stretches.find((s, i) => !s.recorded && i > 0 && i < stretches.length - 1 && s.end - s.start > 60_000)!;
    await page.getByRole('button', { name: 'Download' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download a clip' });
    const FORMAT = 'YYYY-MM-DD HH:mm:ss';
    // 61 s from 21 s before the gap: 21 s of it are recorded.
    const from = dayjs(gap.start - 21_000);
    for (const [label, time] of [
      ['From', from],
      ['To', from.add(61, 'second')],
    ] as const) {
      const input = dialog.getByLabel(label);
      await input.fill(time.format(FORMAT));
      await input.blur();
    }
    await expect(dialog.getByRole('status')).toHaveText(
      'Length: 1 min 01 s (at most 60 min 00 s). Recorded: 21 s of it; the clip leaves the gaps out.',
    );
    await expect(dialog.getByRole('button', { name: 'Download' })).toBeEnabled();

    // Inside the gap alone: nothing to download.
    const inside = dialog.getByLabel('From');
    await inside.fill(dayjs(gap.start + 1000).format(FORMAT));
    await inside.blur();
    await expect(dialog.getByRole('alert')).toHaveText('Nothing is recorded in this interval.');
    await expect(dialog.getByRole('button', { name: 'Download' })).toBeDisabled();
  });

  test('F toggles full screen and S saves a PNG', async ({ page, signIn, adminApi }) => {
    test.setTimeout(90_000);
    await signIn('admin');
    await page.goto(`/ui/stream/${ARCHIVE_UID}/view`);
    const video = page.getByLabel('Video', { exact: true });
    await waitForPlaying(video);
    const fullscreen = () =>
      page.evaluate(() => {
        const shown = document.fullscreenElement;
        return shown ? { video: shown.querySelector('video') !== null, bare: shown instanceof HTMLVideoElement } : null;
      });

    // F: the player (picture, controls, timeline), not the bare video; F again, Esc and the button leave.
    await page.keyboard.press('f');
    await expect.poll(fullscreen).toEqual({ video: true, bare: false });
    await expect(page.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Archive timeline' })).toBeVisible();
    await page.keyboard.press('f');
    await expect.poll(fullscreen).toBeNull();
    await page.getByRole('button', { name: 'Full screen' }).click();
    await expect.poll(fullscreen).not.toBeNull();
    await page.getByRole('button', { name: 'Exit full screen' }).click();
    await expect.poll(fullscreen).toBeNull();
    await video.dblclick();
    await expect.poll(fullscreen).not.toBeNull();
    await page.keyboard.press('f');
    await expect.poll(fullscreen).toBeNull();

    // S, in the archive: a PNG of the frame on screen, named after the stream and the picture's time.
    const window = await timelineWindow(page);
    const stretches = await archiveStretches(adminApi, ARCHIVE_UID, window.start, Date.now());
    const fragment = stretches.find((s) => s.recorded && s.end - s.start > 10 * 60_000)!;
    await clickTimelineAt(page, fragment.start + (fragment.end - fragment.start) / 2);
    await waitForPlaying(video);
    await page.getByRole('button', { name: 'Pause' }).click();
    const shown = await settledPlayingTime(page);
    const download = page.waitForEvent('download');
    await page.keyboard.press('s');
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Front door_${dayjs(shown).format('YYYY-MM-DD_HH-mm-ss')}.png`);
    const saved = test.info().outputPath('snapshot.png');
    await file.saveAs(saved);
    const png = fs.readFileSync(saved);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const size = await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight]);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual(size);
  });

  test('a user without access sees that the stream is not accessible', async ({ page, signIn }) => {
    await signIn('viewer');
    await page.goto(`/ui/stream/${ARCHIVE_UID}/view`);
    await expect(page.getByText('This stream is not accessible')).toBeVisible();
    await expect(page.getByRole('link', { name: 'To all streams' })).toBeVisible();
    await expect(page.getByLabel('Video', { exact: true })).toHaveCount(0);
  });
});
