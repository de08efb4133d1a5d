import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import dayjs from 'dayjs';
import { resolveFfmpeg } from '../server/src/media/ffmpeg-path';
import {
  ARCHIVE_UID,
  archiveStretches,
  clickTimelineAt,
  shownPlayingTime,
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
    await signIn('admin');
    await page.goto(`/ui/stream/${ARCHIVE_UID}/view`);
    await page.getByPlaceholder('Calendar').click();
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
    await expect(dialog.getByText('Length: 300 s')).toBeVisible();
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
    const shown = await shownPlayingTime(page);
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
