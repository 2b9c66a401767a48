const LOGIN_PATH = '/agent/login';

/** Where a missing or ended agent session sends the agent: the login, and back to this page after it. */
export function agentLoginAfter(path: string): string {
  return path.startsWith('/agent') && !path.startsWith(LOGIN_PATH) ? `${LOGIN_PATH}?${new URLSearchParams({ next: path }).toString()}` : LOGIN_PATH;
}

/** The page a login goes back to: an agent page of this site only (never another origin). */
export function agentNext(next: string | null): string {
  return next && next.startsWith('/agent') && !next.startsWith('//') && !next.startsWith(LOGIN_PATH) ? next : '/agent';
}
