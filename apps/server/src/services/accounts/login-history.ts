import type { LoginMethod } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import { nowIso } from './secrets';

type Db = Kysely<Database>;

/** The login history (issue 39, migration 036): each login of an account, opened or refused; devices.ts reads it. */

/** What a login request said about its client (issue 39): kept on the session and in the history. */
export interface LoginClient {
  address: string;
  userAgent?: string | undefined;
}

/** Records one login: a success (no code) or a refusal with its catalogue code. */
export async function recordLogin(
  db: Db,
  accountId: number,
  entry: { method: LoginMethod; client: LoginClient; errorCode?: string | undefined },
): Promise<void> {
  await db
    .insertInto('login_history')
    .values({
      account_id: accountId,
      at: nowIso(),
      method: entry.method,
      error_code: entry.errorCode ?? null,
      address: entry.client.address.slice(0, 64),
      user_agent: entry.client.userAgent?.slice(0, 255) ?? null,
    })
    .execute();
}

/** The refusal's code when `error` is one of the catalogue's, for the history; anything else is not recorded. */
export function refusalCode(error: unknown): string | undefined {
  return error instanceof DomainError ? error.code : undefined;
}

