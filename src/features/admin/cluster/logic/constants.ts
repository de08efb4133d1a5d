/** How often the cluster page asks for its nodes while it is open (a heartbeat is every 5 s). */
export const CLUSTER_POLL_MS = 5_000;

/** Within this many seconds a drained node's streams run on other nodes (the server's promise). */
export const HANDOVER_SECONDS = 30;

/** A node's load (one-minute load average per core) from which it is shown as busy, and as overloaded. */
export const LOAD_BUSY = 0.7;
export const LOAD_OVERLOADED = 1;
