/** The tunnel's status is asked again this often while the page is open (the tab shown). */
export const TUNNEL_POLL_MS = 2_000;
