/**
 * What the player site shows to everyone (the games catalogue, content, the maintenance window) is kept in
 * memory at three places: the catalogue snapshot (services/games/rows.ts), each public route's kept answers
 * (http/public-answer.ts) and the server-rendered pages (http/ssr.ts). Each keeps a value for a short time,
 * which is right for a change from another process (an ops command: seen within seconds). A change made in
 * this process (a back-office member's) calls `publicContentChanged()` once it has committed: every keeper
 * drops what it holds at its next use, so the next visitor's lobby and home are built from the new rows.
 *
 * A number, not a list of listeners: apps (and tests) come and go without unsubscribing.
 */
let generation = 0;

/** Changes whenever public content changed in this process. */
export function publicContentGeneration(): number {
  return generation;
}

/** Call after the transaction that changed public content has committed. */
export function publicContentChanged(): void {
  generation += 1;
}
