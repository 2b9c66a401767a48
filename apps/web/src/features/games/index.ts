export { loadHomeSections, loadGameMenuPanel } from './lazy';
export { gamesPaths } from './paths';
export { useGameTypes, gameTypesQueryOptions, fetchGameTypes, type GameType } from './api/useGameTypes';
export { useUsualGamesCount } from './api/useUsualGamesCount';
export { gameKeys } from './api/keys';
export { gameTypeLabel, DEFAULT_CHANNEL_BY_TYPE, GAME_TYPE_NUMBERS } from './gameTypes';
export { CardSkeletons, HotSkeleton, EmptyRow } from './components/Skeletons';
export { useLaunchGame, useLaunchTarget, isPointsGame, type LaunchableGame, type LaunchSubGame, type LaunchTarget } from './launch';
