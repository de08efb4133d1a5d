/** The stats card asks again this often. */
export const STATS_POLL_MS = 5_000;
/** Typing in the search asks the server once the user pauses this long. */
export const SEARCH_TYPING_MS = 300;
/** The contract's longest search text. */
export const SEARCH_MAX_LENGTH = 200;
/** A download of the log files (up to VIGIL_LOG_FILES × VIGIL_LOG_FILE_BYTES) may take this long. */
export const DOWNLOAD_TIMEOUT_MS = 120_000;
