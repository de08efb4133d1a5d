import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { regionOfDrag, type PictureRegion } from '../logic/motion-ranges';

const percent = (n: number) => `${n * 100}%`;

/**
 * Over the picture while the region search is on: a drag draws the rectangle to search for motion
 * in (in fractions of the picture); the region found so far stays drawn.
 */
export function RegionOverlay({
  region,
  onRegion,
}: {
  region: PictureRegion | null;
  onRegion(region: PictureRegion): void;
}) {
  const { t } = useTranslation('player');
  const box = useRef<HTMLDivElement>(null);
  const from = useRef<{ x: number; y: number } | null>(null);
  const [draft, setDraft] = useState<PictureRegion | null>(null);

  const point = (event: PointerEvent<HTMLDivElement>) => {
    const rect = box.current?.getBoundingClientRect();
    return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0), rect };
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    from.current = point(event);
    box.current?.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!from.current) return;
    const { rect, ...to } = point(event);
    setDraft(regionOfDrag(from.current, to, rect?.width ?? 0, rect?.height ?? 0));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!from.current) return;
    const { rect, ...to } = point(event);
    const drawn = regionOfDrag(from.current, to, rect?.width ?? 0, rect?.height ?? 0);
    from.current = null;
    setDraft(null);
    if (drawn) onRegion(drawn);
  };

  const shown = draft ?? region;
  return (
    <div
      ref={box}
      className="vigil-region-overlay"
      role="application"
      aria-label={t('region.overlay')}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        from.current = null;
        setDraft(null);
      }}
    >
      {shown && (
        <div
          className="vigil-region-box"
          data-testid="search-region"
          style={{ left: percent(shown.x), top: percent(shown.y), width: percent(shown.w), height: percent(shown.h) }}
        />
      )}
    </div>
  );
}
