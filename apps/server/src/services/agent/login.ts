import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CoreErrors } from '../../domain/errors';
import { languageOfAccount } from '../accounts/accounts';
import { checkAccountPassword, type AccountLogin } from '../accounts/login';
import { issueToken } from '../accounts/sessions';

/**
 * POST /v1/agent/login: the player login's captcha, per-address lockout and per-account ceiling
 * (services/accounts/login.ts), for agent accounts only (a player's name and password are refused as wrong,
 * as an agent's are at the player login), then a session of kind 'agent'.
 */
export async function agentLogin(db: Kysely<Database>, input: AccountLogin, deviceId: string, address: string) {
  const row = await checkAccountPassword(db, input, address, 'agent');
  if (row.status !== 'active') throw CoreErrors.accountBlocked();
  const token = await issueToken(db, row.id, deviceId, 'agent');
  return { token, currency: row.currency, language: languageOfAccount(row) };
}
