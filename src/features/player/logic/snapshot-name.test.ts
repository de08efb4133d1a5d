import { describe, expect, it } from 'vitest';
import { fileSafeName, SNAPSHOT_NAME_MAX_BYTES, snapshotFileName } from './snapshot-name';

/** Local time, so the name does not depend on the machine's time zone. */
const AT = new Date(2026, 10, 21, 5, 4, 7, 620).getTime();

describe('the snapshot file name', () => {
  it('is the stream name and the picture time, local, to the second', () => {
    expect(snapshotFileName({ name: 'Front door', uid: 'front-door' }, AT)).toBe('Front door_2026-11-21_05-04-07.png');
  });

  it('makes the name safe for file systems', () => {
    expect(snapshotFileName({ name: 'Gate 1/2: "north" <east>?*|\\', uid: 'gate' }, AT)).toBe(
      'Gate 1_2_ _north_ _east______2026-11-21_05-04-07.png',
    );
    expect(fileSafeName('  ..hidden\tname\n. ')).toBe('hidden name');
    expect(fileSafeName('Камера у входа')).toBe('Камера у входа');
  });

  it('falls back to the uid when the name leaves nothing', () => {
    expect(snapshotFileName({ name: ' ... ', uid: 'cam-7' }, AT)).toBe('cam-7_2026-11-21_05-04-07.png');
  });

  it('keeps a long name within the bytes a file name may take, never cutting a character', () => {
    const cyrillic = fileSafeName('Ж'.repeat(200));
    expect(new TextEncoder().encode(cyrillic).length).toBe(SNAPSHOT_NAME_MAX_BYTES);
    const emoji = fileSafeName('📷'.repeat(100));
    expect(emoji).toBe('📷'.repeat(SNAPSHOT_NAME_MAX_BYTES / 4));
    expect(new TextEncoder().encode(snapshotFileName({ name: 'Ж'.repeat(200), uid: 'x' }, AT)).length).toBeLessThan(
      255,
    );
  });
});
