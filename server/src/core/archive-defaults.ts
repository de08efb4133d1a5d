/** The archive's limits until an administrator saves others (docs/console.md#constants-and-limits). */
export const ARCHIVE_DEFAULTS = {
  archiveMaxDepthHours: -1,
  archiveDownloadMaxSeconds: 3600,
  playlistMaxSeconds: 604800,
  rangesMaxSeconds: 10800,
} as const;
