import type { Locator, Page } from '@playwright/test';
import { DEMO_PICTURE } from '../../server/src/demo/backfill';
import {
  clearTimeCode,
  decodeTimeCode,
  liveLatencyMs,
  timeCodeCells,
  timeCodeOf,
} from '../../server/src/media/time-code';

/** The code the demo archive's picture shows at a Unix second (modulo 2^20). */
export function expectedCode(unixSeconds: number): number {
  return timeCodeOf(unixSeconds);
}

/**
 * The time code's cell centres as fractions of the picture, placed by proportion to the
 * 320x180 demo archive picture (the same fractions at the live picture's 640x360).
 */
export const TIME_CODE_POINTS = timeCodeCells(DEMO_PICTURE.width, DEMO_PICTURE.height).map((c) => ({
  x: c.x / DEMO_PICTURE.width,
  y: c.y / DEMO_PICTURE.height,
}));

/** One video's reading: the wall clock at the reading (ms), and one luma a cell (null: no frame yet). */
export interface PictureReading {
  at: number;
  lumas: number[] | null;
}

/**
 * Runs in the page (`evaluate` / `evaluateAll` with TIME_CODE_POINTS): the frame each video shows
 * is drawn on a canvas at the video's own size (videoWidth x videoHeight), each cell's luma is
 * averaged over 3x3 pixels around its centre, and the wall clock is taken as the frame is drawn.
 * Self-contained (no named inner functions), so that it survives serialisation into the page.
 */
export function readPictures(
  target: Element | Element[],
  points: { x: number; y: number }[],
): { at: number; lumas: number[] | null }[] {
  const videos = (Array.isArray(target) ? target : [target]) as HTMLVideoElement[];
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  return videos.map((element) => {
    if (!element.videoWidth || !element.videoHeight) return { at: Date.now(), lumas: null };
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    ctx.drawImage(element, 0, 0, canvas.width, canvas.height);
    const at = Date.now();
    const lumas = points.map(({ x, y }) => {
      const px = Math.round(x * canvas.width);
      const py = Math.round(y * canvas.height);
      const { data } = ctx.getImageData(px - 1, py - 1, 3, 3);
      let sum = 0;
      for (let i = 0; i < data.length; i += 4) sum += 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
      return sum / 9;
    });
    return { at, lumas };
  });
}

/**
 * The Unix second (modulo 2^20) the demo archive's time code shows in the frame on screen
 * (readPictures). `page` is where the video plays (kept for the callers; the locator knows it).
 */
export async function readPictureSecond(page: Page, video: Locator): Promise<number> {
  const [reading] = await video.evaluate(readPictures, TIME_CODE_POINTS);
  if (!reading?.lumas) throw new Error('the video has no frame to read yet');
  return decodeTimeCode(reading.lumas);
}

/**
 * How far (ms) the live demo picture on screen is behind the wall clock: its clock against the
 * moment the frame was read; null while the video has no frame or its clock is not clear.
 */
export async function readLiveLatency(video: Locator): Promise<number | null> {
  const [reading] = await video.evaluate(readPictures, TIME_CODE_POINTS);
  if (!reading?.lumas || !clearTimeCode(reading.lumas)) return null;
  return liveLatencyMs(decodeTimeCode(reading.lumas), reading.at);
}
