import type { Locator, Page } from '@playwright/test';
import { DEMO_PICTURE } from '../../server/src/demo/backfill';
import { decodeTimeCode, timeCodeCells, timeCodeOf } from '../../server/src/demo/time-code';

/** The code the demo archive's picture shows at a Unix second (modulo 2^20). */
export function expectedCode(unixSeconds: number): number {
  return timeCodeOf(unixSeconds);
}

/**
 * The Unix second (modulo 2^20) the demo archive's time code shows in the frame
 * on screen: the frame is drawn on a canvas at the video's own size
 * (videoWidth x videoHeight), and each cell's luma is averaged over 3x3 pixels
 * around its centre, placed by proportion to the 160x90 demo picture.
 * `page` is where the video plays (kept for the callers; the locator knows it).
 */
export async function readPictureSecond(page: Page, video: Locator): Promise<number> {
  const points = timeCodeCells(DEMO_PICTURE.width, DEMO_PICTURE.height).map((c) => ({
    x: c.x / DEMO_PICTURE.width,
    y: c.y / DEMO_PICTURE.height,
  }));
  const lumas = await video.evaluate((element: HTMLVideoElement, relative: { x: number; y: number }[]) => {
    if (!element.videoWidth || !element.videoHeight) throw new Error('the video has no frame to read yet');
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    ctx.drawImage(element, 0, 0, canvas.width, canvas.height);
    return relative.map(({ x, y }) => {
      const px = Math.round(x * canvas.width);
      const py = Math.round(y * canvas.height);
      const { data } = ctx.getImageData(px - 1, py - 1, 3, 3);
      let sum = 0;
      for (let i = 0; i < data.length; i += 4) sum += 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
      return sum / 9;
    });
  }, points);
  return decodeTimeCode(lumas);
}
