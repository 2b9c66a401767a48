import type { QueryClient } from '@tanstack/react-query';

/** What a launch needs of a game (SPEC 3 Game); a GameItem fits. */
export interface LaunchableGame {
  gameCode: string;
  gameType: number;
  channelCode: string;
  /** True: a lobby of sub-games; without a sub-game it opens the Lobby. */
  isSubGameOpen?: boolean;
}

/** A sub-game to open inside its game (SPEC 3 Sub-game); a SubGameItem fits. */
export interface LaunchSubGame {
  subGameCode: string;
}

/** A game to launch; gameCode may be unknown when a frame asks (goGame carries type and channel only). */
export interface LaunchTarget {
  gameCode?: string;
  gameType: number;
  channelCode: string;
  subGameCode?: string;
}

export interface LaunchDeps {
  navigate: (path: string) => void;
  client: QueryClient;
}

export interface LaunchOptions {
  /** true: GET .../url (auto transfer moves the main balance in); false: .../url/only (after the transfer popup). */
  moveMoney: boolean;
  /** The auto-transfer setting was not known at the click: check it before launching. */
  checkAutoTransfer?: boolean;
}
