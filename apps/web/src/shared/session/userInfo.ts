import type { UserInfo } from '@site/contract/api/user';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { call } from '../api/call';
import { queryClient as sharedClient } from '../api/query-client';
import { useSessionStore } from '../stores/session';
import { useSettingsStore, type FrontendType } from '../stores/settings';
import { readLocal, writeLocal } from '../stores/storage';
import { sessionKeys } from './keys';

/**
 * The user info (GET /v1/user/info, SPEC 3) has one owner: this query. The
 * session store keeps the token only; the header, the menus, the gates and
 * the account screen read the user here, and the frontend type and the
 * currency derive from it. Entry-safe: the endpoint (zod) loads with the call.
 */

export type { UserInfo };

/** A short digest of the token: one cache entry per session, without the token itself in the key. */
export function sessionFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The query key of a session's user info (under sessionKeys.userInfo(), so a prefix invalidates every one). */
export function userInfoKey(token: string | null = useSessionStore.getState().token) {
  return [...sessionKeys.userInfo(), token ? sessionFingerprint(token) : 'none'] as const;
}

// ---- The last answer, kept across reloads (the header paints without waiting) ----

export const USER_INFO_STORAGE_KEY = 'site.userInfo';

interface Snapshot {
  of: string;
  at: number;
  info: UserInfo;
}

function readSnapshot(token: string | null): Snapshot | null {
  if (!token) return null;
  try {
    const snapshot = JSON.parse(readLocal(USER_INFO_STORAGE_KEY) ?? 'null') as Snapshot | null;
    return snapshot?.of === sessionFingerprint(token) && typeof snapshot.info?.userId === 'number' ? snapshot : null;
  } catch {
    return null;
  }
}

/** Keeps a session's user info for the next page load (written with every answer). */
export function rememberUserInfo(token: string, info: UserInfo, at = Date.now()): void {
  writeLocal(USER_INFO_STORAGE_KEY, JSON.stringify({ of: sessionFingerprint(token), at, info } satisfies Snapshot));
}

/** Forgets the kept copy (logout, here or in another tab). */
export function forgetUserInfoSnapshot(): void {
  if (readLocal(USER_INFO_STORAGE_KEY) !== null) writeLocal(USER_INFO_STORAGE_KEY, 'null');
}

// A logout anywhere (this tab, the API client's 401, another tab's storage event) drops the copy.
useSessionStore.subscribe((state, previous) => {
  if (previous.token && !state.token) forgetUserInfoSnapshot();
});

async function fetchUserInfo(token: string | null, signal?: AbortSignal): Promise<UserInfo> {
  const { userInfoCall } = await import('@site/contract/api/user');
  const info = await call(userInfoCall, { signal });
  if (token && useSessionStore.getState().token === token) rememberUserInfo(token, info);
  return info;
}

export function userInfoQueryOptions(token: string | null = useSessionStore.getState().token) {
  return queryOptions({
    queryKey: userInfoKey(token),
    queryFn: ({ signal }) => fetchUserInfo(token, signal),
    staleTime: 60_000,
    initialData: () => readSnapshot(token)?.info,
    initialDataUpdatedAt: () => readSnapshot(token)?.at,
  });
}

/** The logged-in user's info; loads only with a token (SPEC 6). */
export function useUserInfo() {
  const token = useSessionStore((s) => s.token);
  return useQuery({ ...userInfoQueryOptions(token), enabled: token !== null });
}

/** The cached user info of the current session, without a call (undefined before it arrives). */
export function cachedUserInfo(client: QueryClient = sharedClient): UserInfo | undefined {
  return client.getQueryData<UserInfo>(userInfoKey());
}

/** Asks the server again (after a change the player made) and resolves with the answer. */
export function refreshUserInfo(client: QueryClient = sharedClient): Promise<UserInfo> {
  return client.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0 });
}

/** Applies a change the server confirmed (e.g. the language) without another call. */
export function patchUserInfo(client: QueryClient, patch: Partial<UserInfo>): void {
  const token = useSessionStore.getState().token;
  const next = client.setQueryData<UserInfo>(userInfoKey(token), (old) => (old ? { ...old, ...patch } : old));
  if (token && next) rememberUserInfo(token, next);
}

/** SPEC 6: the address's frontend type wins; else the logged-in user's; else 1. */
export function frontendTypeOf(addressType: FrontendType | null, info: Pick<UserInfo, 'frontendType'> | undefined): FrontendType {
  return addressType ?? info?.frontendType ?? 1;
}

/** The frontend type in force (SPEC 6), derived; re-renders when either source changes. */
export function useFrontendType(): FrontendType {
  const addressType = useSettingsStore((s) => s.frontendType);
  const { data } = useUserInfo();
  return frontendTypeOf(addressType, data);
}

/** The frontend type in force, outside React. */
export function currentFrontendType(client: QueryClient = sharedClient): FrontendType {
  return frontendTypeOf(useSettingsStore.getState().frontendType, cachedUserInfo(client));
}

/** The player's currency (SPEC 3), undefined for a visitor or before the user info arrives. */
export function useUserCurrency(): string | undefined {
  return useUserInfo().data?.currency;
}
