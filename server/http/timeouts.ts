/**
 * How long the server waits for a client. A connection that sends nothing for IDLE_MS is closed,
 * headers must arrive within HEADERS_MS, and a whole request (a 50 MB upload included) must
 * arrive within REQUEST_MS: 50 MB in 15 minutes is about 0.45 Mbit/s, slower than a school's
 * worst connection, while a client trickling bytes cannot hold a connection for ever.
 */
export const IDLE_MS = 30_000;
export const HEADERS_MS = 30_000;
export const REQUEST_MS = 15 * 60_000;
