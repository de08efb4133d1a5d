import type { ArchiveSpec } from './plan';

/**
 * The demo streams a fresh data folder starts with: several tags, one untagged,
 * one live-on-demand, one paused, one whose source fails, and three recorded ones
 * (their last 24 hours are backfilled, with gaps and marks).
 */
export interface DemoStream {
  uid: string;
  name: string;
  source: string;
  tags: string[];
  location: string;
  archive: boolean;
  onDemand: boolean;
  paused: boolean;
  /** Gaps and marks of the backfilled day (archive streams only). */
  gaps?: ArchiveSpec['gaps'];
  marks?: ArchiveSpec['marks'];
}

const MIN = 60_000;

export const DEMO_STREAMS: readonly DemoStream[] = [
  {
    uid: 'front-door',
    name: 'Front door',
    source: 'demo://Front%20door',
    tags: ['entrance'],
    location: 'Main building',
    archive: true,
    onDemand: false,
    paused: false,
    gaps: [
      { at: 0.21, lengthMs: 25 * MIN },
      { at: 0.58, lengthMs: 12 * MIN },
      { at: 0.86, lengthMs: 38 * MIN },
    ],
    marks: [
      { at: 0.12, title: 'Motion', lengthMs: 40_000 },
      { at: 0.47, title: 'Motion', lengthMs: 25_000 },
      { at: 0.74, title: 'Person detected', lengthMs: 15_000 },
      { at: 0.97, title: 'Motion', lengthMs: 30_000 },
    ],
  },
  {
    uid: 'parking-lot',
    name: 'Parking lot',
    source: 'demo://Parking%20lot',
    tags: ['parking', 'outdoor'],
    location: 'North yard',
    archive: true,
    onDemand: false,
    paused: false,
    gaps: [
      { at: 0.33, lengthMs: 40 * MIN },
      { at: 0.69, lengthMs: 18 * MIN },
    ],
    marks: [
      { at: 0.08, title: 'Motion', lengthMs: 30_000 },
      { at: 0.52, title: 'Vehicle', lengthMs: 20_000 },
      { at: 0.91, title: 'Motion', lengthMs: 45_000 },
    ],
  },
  {
    uid: 'loading-dock',
    name: 'Loading dock',
    source: 'demo://Loading%20dock',
    tags: ['warehouse'],
    location: 'Warehouse',
    archive: true,
    onDemand: false,
    paused: false,
    gaps: [
      { at: 0.15, lengthMs: 10 * MIN },
      { at: 0.44, lengthMs: 30 * MIN },
      { at: 0.78, lengthMs: 15 * MIN },
    ],
    marks: [
      { at: 0.3, title: 'Motion', lengthMs: 35_000 },
      { at: 0.62, title: 'Motion', lengthMs: 20_000 },
      { at: 0.95, title: 'Door open', lengthMs: 60_000 },
    ],
  },
  {
    uid: 'lobby',
    name: 'Lobby',
    source: 'demo://Lobby',
    tags: [],
    location: 'Main building',
    archive: false,
    onDemand: true,
    paused: false,
  },
  {
    uid: 'warehouse-aisle',
    name: 'Warehouse aisle',
    source: 'demo://Warehouse%20aisle',
    tags: ['warehouse'],
    location: 'Warehouse',
    archive: false,
    onDemand: false,
    paused: true,
  },
  {
    // Nothing listens on port 1 of this machine: the connection is refused at once.
    uid: 'back-gate',
    name: 'Back gate',
    source: 'rtsp://127.0.0.1:1/offline',
    tags: ['entrance', 'outdoor'],
    location: 'North yard',
    archive: false,
    onDemand: false,
    paused: false,
  },
];

/** The archive streams as the plan wants them. */
export function archiveSpecs(streams: readonly DemoStream[] = DEMO_STREAMS): ArchiveSpec[] {
  return streams
    .filter((s) => s.archive)
    .map((s) => ({ uid: s.uid, label: s.name, gaps: s.gaps ?? [], marks: s.marks ?? [] }));
}
