export { useLaunchGame, useLaunchTarget } from './useLaunchGame';
export { isPointsGame } from './launch';
export { isLineBrowser, gameUrl } from './game-url';
export type { LaunchableGame, LaunchSubGame, LaunchTarget } from './types';
