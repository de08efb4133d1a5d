/**
 * Calls `shown` once, when the element presents its next frame: `requestVideoFrameCallback`
 * where the browser has it (a frame reaches the screen some 40–90 ms before `playing` fires),
 * otherwise the `playing` event. Returns the way to stop waiting.
 */
export function onFirstFrame(element: HTMLVideoElement, shown: () => void): () => void {
  if (typeof element.requestVideoFrameCallback === 'function') {
    const id = element.requestVideoFrameCallback(() => shown());
    return () => element.cancelVideoFrameCallback(id);
  }
  element.addEventListener('playing', shown, { once: true });
  return () => element.removeEventListener('playing', shown);
}
