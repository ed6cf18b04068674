/** A fresh client IP per test, so the IP counters of one test do not leak into another. */
let ipCounter = 0;
export const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** The app of the session tests: client addresses from X-Forwarded-For, codes kept in the development outbox. */
export const SESSION_APP = { trustProxy: true, devOutbox: true } as const;
