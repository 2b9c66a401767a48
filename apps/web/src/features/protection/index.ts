import { lazy } from 'react';
export { protectionPaths } from './paths';
/** The running time-out or self-exclusion, from the status query the header's banner shares (issue 33). */
export { useRunningBreak, type RunningBreak, type BreakState } from './runningBreak';

/** The reality check (issue 20), mounted by the app shell while logged in; its code loads after the first screen. */
export const RealityCheck = lazy(() => import('./reality/RealityCheckHost'));

/** Words a launch refused by a loss or session time limit, with the time it allows play again; false for other failures. */
export const explainPlayRefusal = (error: unknown): Promise<boolean> => import('./reality/playRefusal').then((m) => m.explainPlayRefusal(error));
/**
 * The header's banner of a running time-out or self-exclusion (and the deposit-limit offer). Lazy: the app
 * shell imports this file, and a static export would put the banner and its dialog into the first screen's JS.
 */
export const ProtectionBanner = lazy(() => import('./components/ProtectionBanner').then((m) => ({ default: m.ProtectionBanner })));
