import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import dayjs from 'dayjs';
import { resolveFfmpeg } from '../server/src/media/ffmpeg-path';
import {
  ARCHIVE_UID,
  archiveStretches,
  clickTimelineAt,
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

  test('a user without access sees that the stream is not accessible', async ({ page, signIn }) => {
    await signIn('viewer');
    await page.goto(`/ui/stream/${ARCHIVE_UID}/view`);
    await expect(page.getByText('This stream is not accessible')).toBeVisible();
    await expect(page.getByRole('link', { name: 'To all streams' })).toBeVisible();
    await expect(page.getByLabel('Video', { exact: true })).toHaveCount(0);
  });
});
