/**
 * A package's zip as the server writes it (stored, not compressed): a file's bytes are in the zip
 * as they are, after its local header (docs/exports.md#the-package). Sizes are read from the
 * central directory (the local headers leave them to a data descriptor).
 */
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL = 0x06054b50;

/** Where a file's bytes are in a stored zip: [start, end). */
export function storedEntry(zip: Buffer, name: string): { start: number; end: number } {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || zip.readUInt32LE(end) !== END_OF_CENTRAL) throw new Error('not a zip');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count && zip.readUInt32LE(at) === CENTRAL_HEADER; i += 1) {
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    if (zip.subarray(at + 46, at + 46 + nameLength).toString('utf8') === name) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      return { start, end: start + size };
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(`no ${name} in the zip`);
}

/** A copy of the zip with one byte of a file flipped: the first byte of `text` inside it changes case. */
export function flipByteIn(zip: Buffer, name: string, text: string): Buffer {
  const { start, end } = storedEntry(zip, name);
  const at = zip.subarray(start, end).indexOf(Buffer.from(text, 'utf8'));
  if (at < 0) throw new Error(`no "${text}" in ${name}`);
  const copy = Buffer.from(zip);
  copy[start + at] = copy[start + at]! ^ 0x20;
  return copy;
}
