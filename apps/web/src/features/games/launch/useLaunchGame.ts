import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { launchGame, launchIntoWindow } from './launch';
import type { LaunchableGame, LaunchDeps, LaunchSubGame, LaunchTarget } from './types';

function useLaunchDeps(): LaunchDeps {
  const navigate = useNavigate();
  const client = useQueryClient();
  // The auto-transfer setting is read from the cache (login and the header wallet fetch it);
  // when it is unknown at the click the window opens and run.ts checks it first.
  return useMemo(() => ({ navigate: (path: string) => void navigate(path), client }), [navigate, client]);
}

/**
 * `(game, subGame?) => void`, to call inside a click handler (SPEC 4 Opening a
 * game): a visitor gets the login popup; a game with open sub-games and no
 * sub-game goes to the Lobby; the DB games show the 1 : 0.2 notice; then the
 * transfer-to-game popup (auto transfer off) or a new window (on).
 */
export function useLaunchGame(): (game: LaunchableGame, subGame?: LaunchSubGame | null) => void {
  const deps = useLaunchDeps();
  return useCallback((game: LaunchableGame, subGame?: LaunchSubGame | null) => launchGame(deps, game, subGame), [deps]);
}

/**
 * Launches straight into a window without moving money (GET .../url/only):
 * the transfer popup's and the cashier frame's 'go to game'. Call it inside a
 * user gesture (a frame message sent from a click in the frame counts).
 */
export function useLaunchTarget(): (target: LaunchTarget) => void {
  const deps = useLaunchDeps();
  return useCallback((target: LaunchTarget) => launchIntoWindow(deps, target, { moveMoney: false }), [deps]);
}
