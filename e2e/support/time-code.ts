import type { Locator, Page } from '@playwright/test';
import { DEMO_PICTURE } from '../../server/src/demo/backfill';
import { decodeTimeCode, timeCodeCells } from '../../server/src/demo/time-code';

/**
 * The Unix second (modulo 2^20) the demo archive's time code shows in the frame
 * on screen: the frame is drawn on a canvas at the video's own size and each
 * cell's luma averaged over 3x3 pixels.
 */
export async function readPictureSecond(page: Page, video: Locator): Promise<number> {
  const scale = { x: 1 / DEMO_PICTURE.width, y: 1 / DEMO_PICTURE.height };
  const points = timeCodeCells(DEMO_PICTURE.width, DEMO_PICTURE.height).map((c) => ({
    x: c.x * scale.x,
    y: c.y * scale.y,
  }));
  const lumas = await video.evaluate((element: HTMLVideoElement, relative: { x: number; y: number }[]) => {
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    ctx.drawImage(element, 0, 0);
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
