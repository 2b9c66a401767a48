/**
 * How many usual (frequently played) games the player has. Usual games load
 * only when logged in (SPEC 6) and GET /v1/game/usual arrives with the login
 * issue; until then nobody has any, so the usual tab stays hidden.
 */
export function useUsualGamesCount(): number {
  return 0;
}
