/**
 * The file name a server gives an attachment (RFC 6266): `filename*` (RFC 5987,
 * UTF-8 percent-encoded) wins over the plain `filename`. Only the last path part
 * is kept, so a name can never point into a folder.
 */
export function fileNameFromDisposition(header: string | undefined | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | null = null;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim());
    } catch {
      name = null;
    }
  }
  if (name === null) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]?.trim() ?? null) : null;
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : null;
}
