import dayjs from 'dayjs';

/**
 * The file name of a snapshot: `<stream name or uid>_<picture time>.png`, the
 * time local as YYYY-MM-DD_HH-mm-ss, the name made safe for every common file
 * system (Windows' forbidden characters, control characters, leading and
 * trailing dots and spaces, and a length in bytes that leaves room for the rest).
 */
export const SNAPSHOT_TIME_FORMAT = 'YYYY-MM-DD_HH-mm-ss';

/** Bytes of UTF-8 the name may take: 255 (most file systems) less the time, the dot and room to spare. */
export const SNAPSHOT_NAME_MAX_BYTES = 200;

/** Characters no file name may hold on Windows (and `/` nowhere): < > : " / \ | ? * and control characters. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;

function utf8Bytes(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/** A name safe as part of a file name: forbidden characters become `_`, spaces are kept (collapsed), the ends trimmed. */
export function fileSafeName(name: string, maxBytes = SNAPSHOT_NAME_MAX_BYTES): string {
  const cleaned = name.normalize('NFC').replace(/\s+/g, ' ').replace(FORBIDDEN, '_');
  let out = '';
  let bytes = 0;
  for (const char of cleaned) {
    bytes += utf8Bytes(char.codePointAt(0)!);
    if (bytes > maxBytes) break;
    out += char;
  }
  // A leading dot hides a file; Windows drops trailing dots and spaces.
  return out.replace(/^[\s.]+|[\s.]+$/g, '');
}

/** `<name>_<YYYY-MM-DD_HH-mm-ss>.png`; the uid when the name leaves nothing usable. */
export function snapshotFileName(stream: { name: string; uid: string }, pictureTime: number): string {
  const base = fileSafeName(stream.name) || fileSafeName(stream.uid) || 'snapshot';
  return `${base}_${dayjs(pictureTime).format(SNAPSHOT_TIME_FORMAT)}.png`;
}
