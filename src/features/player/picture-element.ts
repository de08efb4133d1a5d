/**
 * A player's picture: a muted, inline, autoplaying <video>. The page's player makes one, or takes
 * the one start-up made for the stream's WebRTC session before the page was drawn (warm-whep).
 */
export function createPictureElement(): HTMLVideoElement {
  const element = document.createElement('video');
  element.className = 'vigil-player-video';
  element.muted = true;
  element.autoplay = true;
  element.playsInline = true;
  return element;
}
