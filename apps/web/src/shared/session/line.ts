import type { LineAction, LineHandler } from './runLine';

export type { LineAction, LineHandler };

// Kept tiny: the auth feature registers from the first screen.
let lineHandler: LineHandler | null = null;
let queued: [string, LineAction] | null = null;

/** The auth feature registers how it logs in or registers with a LINE state token. */
export function registerLineHandler(handler: LineHandler | null): void {
  lineHandler = handler;
  const request = queued;
  queued = null;
  if (handler && request) void import('./runLine').then((m) => m.runLine(handler, ...request));
}

/** The registered handler, or null after queueing the request for the next one registered. */
export function takeLineHandler(stateToken: string, action: LineAction): LineHandler | null {
  if (!lineHandler) queued = [stateToken, action];
  return lineHandler;
}

/** Runs the handler now (012060 then opens the login popup), or queues the request for the next one registered. */
export function dispatchLine(stateToken: string, action: LineAction): void {
  const handler = takeLineHandler(stateToken, action);
  if (handler) void import('./runLine').then((m) => m.runLine(handler, stateToken, action));
}
