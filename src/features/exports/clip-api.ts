import { buildPath, endpoints } from '@contract/endpoints';
import { call, serverUrl } from '@/shared/http/client';

/** A clip link's public side (docs/exports.md#clip-links): no account, the token in the path. */
export const clipApi = {
  /** One view of the link: its case, its files and the key that opens them. */
  open: (token: string, password?: string) =>
    call('openClip', { params: { token }, body: password === undefined ? {} : { password } }),
  /** A clip as the browser's video element fetches it (range requests). */
  fileUrl: (token: string, index: number, key: string) =>
    serverUrl(`${buildPath(endpoints.getClipFile.url, { token, index })}?key=${encodeURIComponent(key)}`),
  downloadUrl: (token: string, key: string) =>
    serverUrl(`${buildPath(endpoints.downloadClip.url, { token })}?key=${encodeURIComponent(key)}`),
};
