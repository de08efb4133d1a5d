import { Empty } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Mosaic } from '@contract/index';
import { loadExportDialog, momentRange, newExportValues, type ExportValues } from '@/features/exports';
import { wantsWebrtc, webrtcTiles } from '@/features/player';
import { mosaicShortcutFor } from '@/shared/logic/shortcuts';
import { usePlaybackStore } from '@/shared/preferences/playback-store';
import { QueryState } from '@/shared/ui/query-state';
import { ArchiveBar } from '../components/archive-bar';
import { MosaicTile, NO_TIME, type TilePlayer } from '../components/mosaic-tile';
import { MosaicTimeline } from '../components/mosaic-timeline';
import { mosaicGeometry } from '../logic/geometry';
import { liveTilePositions } from '../logic/rendition';
import { clockTime, startClock, withSpeed, type MasterClock } from '../logic/sync';
import { tileInDirection } from '../logic/tile-keys';
import { useArchiveSync } from '../use-archive-sync';
import { useMosaic } from '../use-mosaic';
import { useWallMotion } from '../use-wall-motion';

// The export dialog brings antd's forms and range picker: loaded when first opened.
const ExportDialog = lazy(() => loadExportDialog().then((m) => ({ default: m.ExportDialog })));

/** The room the mosaic takes: the window below the header, the archive bar and the time slider, without scrolling. */
const AREA_STYLE = { height: 'calc(100dvh - 56px - 32px - 40px - 56px)', position: 'relative' } as const;

function useBoxSize(element: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const node = element.current;
    if (!node) return undefined;
    const measure = () => setSize({ width: node.clientWidth, height: node.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

/** Watch a mosaic (docs/console.md#screens-and-routes /mosaic/:id): every tile live, fitted to the screen; polled every 10 s. */
export function MosaicPage() {
  const { t } = useTranslation('mosaics');
  const { id = '' } = useParams();
  const query = useMosaic(id, true);
  return (
    <div style={{ padding: 16 }}>
      <QueryState query={query} label={t('watch.loading')} failed={t('watch.loadFailed')}>
        {(mosaic) => <MosaicWall mosaic={mosaic} />}
      </QueryState>
    </div>
  );
}

function MosaicWall({ mosaic }: { mosaic: Mosaic }) {
  const { t } = useTranslation('mosaics');
  const area = useRef<HTMLDivElement>(null);
  const size = useBoxSize(area);
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const [audible, setAudible] = useState<number | null>(null);
  const [focused, setFocused] = useState(0);
  const [clock, setClock] = useState<MasterClock | null>(null);
  const [speed, setSpeed] = useState(1);
  // The moment picked: where every tile's archive playlist starts (a speed change keeps it).
  const [archiveAt, setArchiveAt] = useState<number | null>(null);
  const [exporting, setExporting] = useState<ExportValues | null>(null);
  // One record per tile, read and set by the archive clock (kept across renders).
  const players = useRef(new Map<number, TilePlayer>());
  const playerOf = (position: number) => {
    let player = players.current.get(position);
    if (!player) {
      player = { video: null, readTime: NO_TIME, held: false };
      players.current.set(position, player);
    }
    return player;
  };
  useArchiveSync(clock, players.current);
  const cells = mosaic.cells;
  const viewable = useMemo(() => cells.flatMap((c) => (c.access === 'view' ? [c.streamUid] : [])), [cells]);
  const named = useMemo(
    () => cells.flatMap((c) => (c.access === 'view' ? [{ uid: c.streamUid, name: c.name }] : [])),
    [cells],
  );
  // docs/mosaics.md: live tiles whose stream has motion now are outlined (one poll for the wall).
  const moving = useWallMotion(mosaic.id, viewable, archiveAt === null);
  const geometry = useMemo(() => mosaicGeometry(mosaic.layout, cells, size), [mosaic.layout, cells, size]);
  const big = useMemo(
    () => mosaicGeometry({ columns: 1, rows: 1 }, [{ position: 0, columnSpan: 1, rowSpan: 1 }], size).tiles[0],
    [size],
  );
  const shown = enlarged !== null && cells.some((c) => c.position === enlarged) ? enlarged : null;
  // The first tiles playing live get WebRTC, up to the wall's budget (docs/mosaics.md), unless the viewer prefers compatibility.
  const preference = usePlaybackStore((s) => s.latency);
  const overWebrtc = useMemo(() => webrtcTiles(liveTilePositions(cells, shown)), [cells, shown]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = mosaicShortcutFor(event);
    if (action === 'leaveEnlarged' && shown !== null) setEnlarged(null);
    else if (action === 'fullscreen') {
      const tile = area.current?.querySelectorAll<HTMLElement>('[data-tile]')[focused];
      if (tile) void tile.requestFullscreen?.().catch(() => undefined);
    } else if (action === 'moveFocus' && shown === null) {
      const next = tileInDirection(geometry.tiles, focused, event.key as 'ArrowLeft');
      if (next !== null) {
        event.preventDefault();
        area.current?.querySelectorAll<HTMLElement>('[data-tile]')[next]?.focus();
      }
    }
  };

  const pickMoment = (at: number) => {
    setSpeed(1);
    setArchiveAt(at);
    setClock(startClock(at, Date.now(), 1));
  };
  const goLive = () => {
    setSpeed(1);
    setArchiveAt(null);
    setClock(null);
  };

  if (cells.length === 0) {
    return <Empty description={t('watch.empty')} style={{ marginTop: 48 }} />;
  }
  return (
    <>
      <ArchiveBar
        at={archiveAt}
        speed={speed}
        onPick={pickMoment}
        onSpeed={(next) => {
          setSpeed(next);
          setClock((c) => (c ? withSpeed(c, next, Date.now()) : c));
        }}
        onLive={goLive}
        // The synchronised archive's export: every tile's stream, around the moment being played.
        onExport={
          viewable.length
            ? () => {
                const now = Date.now();
                const at = clock ? clockTime(clock, now) : (archiveAt ?? now);
                setExporting(newExportValues(viewable, momentRange(at, now)));
              }
            : undefined
        }
      />
      {exporting && (
        <Suspense fallback={null}>
          <ExportDialog initial={exporting} streams={named} onClose={() => setExporting(null)} />
        </Suspense>
      )}
      <MosaicTimeline uids={viewable} clock={clock} onPick={pickMoment} onLive={goLive} />
      <div
        ref={area}
        role="region"
        aria-label={mosaic.name}
        aria-description={t('watch.keys')}
        style={AREA_STYLE}
        onKeyDown={onKeyDown}
      >
        {cells.map((cell, i) => {
          const rect = shown === null ? geometry.tiles[i] : cell.position === shown ? big : undefined;
          const hidden = !rect;
          const r = rect ?? { x: 0, y: 0, width: 0, height: 0 };
          return (
            <MosaicTile
              key={`${cell.position}-${cell.access === 'view' ? cell.streamUid : 'none'}`}
              cell={cell}
              archiveAt={archiveAt}
              webrtc={wantsWebrtc(preference, overWebrtc.has(cell.position))}
              player={playerOf(cell.position)}
              tabIndex={i === focused ? 0 : -1}
              onFocusTile={() => setFocused(i)}
              motion={cell.access === 'view' && moving.has(cell.streamUid)}
              audible={audible === cell.position}
              onAudible={(on) => setAudible(on ? cell.position : null)}
              onSelect={() => setEnlarged((e) => (e === cell.position ? null : cell.position))}
              onFullScreen={(element) => void element.requestFullscreen?.().catch(() => undefined)}
              style={{ left: r.x, top: r.y, width: r.width, height: r.height, display: hidden ? 'none' : undefined }}
            />
          );
        })}
      </div>
    </>
  );
}
