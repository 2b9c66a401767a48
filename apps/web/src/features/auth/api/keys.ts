/**
 * Query keys of the auth feature (one factory per feature, DESIGN 2). The
 * calls behind the shared form pieces (country codes, process data, voice
 * check, captcha channel) have theirs in shared/forms/queries.ts.
 *
 * The auth mutations (login, register, reset) invalidate nothing: a login's
 * aftermath is completeLogin's (shared/session). Offline, the call itself fails
 * as a network error the form shows, instead of the mutation pausing until the
 * browser is online (every mutation's networkMode, @site/client/query-client).
 */
export const authKeys = {
  all: ['auth'] as const,
  proxy: (proxyCode: string | null) => ['auth', 'proxy', proxyCode ?? 'domain'] as const,
};
