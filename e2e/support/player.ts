import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_PORT } from './accounts';
import { dataDirOf } from './data-dir';

/** One stretch of the archive as the server reports it. */
export interface Stretch {
  start: number;
  end: number;
  recorded: boolean;
}

/** The demo stream with a backfilled day of archive, three gaps and marks. */
export const ARCHIVE_UID = 'front-door';

const SLICE_MS = 3 * 3_600_000;

/** Waits until the server has backfilled the demo archive (it does so in the background after start). */
export async function waitForDemoArchive(): Promise<void> {
  const file = path.join(dataDirOf(E2E_PORT), 'demo-state.json');
  await expect
    .poll(
      () => {
        try {
          return (JSON.parse(fs.readFileSync(file, 'utf8')) as { archive?: { complete?: boolean } }).archive?.complete;
        } catch {
          return false;
        }
      },
      { timeout: 240_000, intervals: [1000] },
    )
    .toBe(true);
}

/** Recorded stretches and gaps of [start, end), asked in slices as the server allows. */
export async function archiveStretches(api: APIRequestContext, uid: string, start: number, end: number) {
  const out: Stretch[] = [];
  for (let from = start; from < end; from += SLICE_MS) {
    const to = Math.min(end, from + SLICE_MS);
    const res = await api.get(`/v1/stream/${uid}/archive/ranges`, {
      params: { start_time: new Date(from).toISOString(), end_time: new Date(to).toISOString() },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const { ranges } = (await res.json()) as { ranges: { date: string; status: number }[] };
    ranges.forEach((r, i) => {
      const stretch = {
        start: Date.parse(r.date),
        end: i + 1 < ranges.length ? Date.parse(ranges[i + 1]!.date) : to,
        recorded: r.status !== 0,
      };
      const last = out.at(-1);
      if (last && last.recorded === stretch.recorded && last.end === stretch.start) last.end = stretch.end;
      else out.push(stretch);
    });
  }
  return out;
}

/** The player's timeline; a mosaic's time slider has its own name. */
const PLAYER_TIMELINE = 'Archive timeline';

/** The timeline's canvas and the window it shows (its data-start and data-end). */
export function timelineCanvas(page: Page, name = PLAYER_TIMELINE): Locator {
  return page.getByRole('group', { name }).locator('canvas');
}

export async function timelineWindow(page: Page, name = PLAYER_TIMELINE): Promise<{ start: number; end: number }> {
  const canvas = timelineCanvas(page, name);
  return {
    start: Number(await canvas.getAttribute('data-start')),
    end: Number(await canvas.getAttribute('data-end')),
  };
}

/** Clicks the timeline at a moment of its window; returns the moment under the clicked pixel. */
export async function clickTimelineAt(page: Page, time: number, name = PLAYER_TIMELINE): Promise<number> {
  const canvas = timelineCanvas(page, name);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the timeline is not visible');
  const { start, end } = await timelineWindow(page, name);
  const x = Math.round(((time - start) / (end - start)) * box.width);
  await canvas.click({ position: { x, y: box.height / 2 } });
  return start + (x / box.width) * (end - start);
}

/** Moves the pointer over the timeline at a moment of its window (the hover tooltip names what is there). */
export async function hoverTimelineAt(page: Page, time: number): Promise<void> {
  const canvas = timelineCanvas(page);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the timeline is not visible');
  const { start, end } = await timelineWindow(page);
  await canvas.hover({ position: { x: Math.round(((time - start) / (end - start)) * box.width), y: box.height / 2 } });
}

/** The wall-clock time the page says is playing (the playing clock's <time>). */
export async function shownPlayingTime(page: Page): Promise<number> {
  const value = await page.getByTestId('playing-clock').locator('time').getAttribute('datetime');
  return Date.parse(value ?? '');
}

/** The playing clock once it has stopped moving (after a pause, its next tick may still be due). */
export async function settledPlayingTime(page: Page): Promise<number> {
  let last = await shownPlayingTime(page);
  await expect
    .poll(
      async () => {
        const now = await shownPlayingTime(page);
        const settled = now === last;
        last = now;
        return settled;
      },
      { intervals: [600], timeout: 10_000 },
    )
    .toBe(true);
  return last;
}

/** The video element's current time, once it has a picture. */
export async function videoTime(video: Locator): Promise<number> {
  return video.evaluate((v: HTMLVideoElement) => v.currentTime);
}

export async function waitForPlaying(video: Locator): Promise<void> {
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && !v.paused && v.currentTime > 0), {
      timeout: 30_000,
    })
    .toBe(true);
}

/** This device prefers compatibility (My profile › Live video): live plays low-latency HLS, never WebRTC. */
export async function preferCompatibility(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('vigil.playback', JSON.stringify({ latency: 'compatibility' })));
}
