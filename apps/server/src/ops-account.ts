import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { listIdCards, reviewIdCard } from './services/accounts/identity';
import { OpsInputError } from './services/fund/operator';

/** `npm run ops -- idcard ...`: ID verification reviews (usage in ops-commands.ts OPS_USAGE). */

export const ACCOUNT_USAGE = `  idcard list [--status verifying|success|failure] [--limit <n>]
                                                         one line per submission (newest first; ID numbers masked):
                                                         idcard <account> status=<s> name=<real name> id=<A12****789> front=<file> back=<file>
  idcard approve <account>                               approve the submission under review (status 2; the real name is set)
  idcard reject <account> <reason...>                    reject it with the reason (status 3)
                                                         either way the player gets a system notice in three languages`;

const STATUSES: Record<string, number> = { verifying: 1, success: 2, failure: 3 };

type Opt = (name: string) => string | undefined;

/** The words after `reject <account>` that are not options: the reason may be several words. */
function reasonOf(words: string[]): string {
  return words.join(' ').trim();
}

export async function runAccountOps(db: Kysely<Database>, args: string[], option: Opt): Promise<string> {
  const [action, account, ...rest] = args;
  switch (action) {
    case 'list': {
      const statusName = option('--status') ?? 'verifying';
      const status = STATUSES[statusName];
      if (status === undefined) throw new OpsInputError('--status is verifying, success or failure');
      const limitText = option('--limit');
      const limit = limitText === undefined ? 50 : Number(limitText);
      if (!Number.isInteger(limit) || limit < 1) throw new OpsInputError('--limit must be a positive whole number');
      const lines = await listIdCards(db, { status, limit });
      if (lines.length === 0) return `no ${statusName} ID verifications`;
      return lines
        .map((l) => {
          const photos = l.front ? ` front=${l.front} back=${l.back ?? '-'}` : '';
          const reason = l.reason ? ` reason=${JSON.stringify(l.reason)}` : '';
          return `idcard ${l.username} status=${l.status} name=${JSON.stringify(l.realName)} id=${l.idNumber}${photos} submitted=${l.submittedAt}${reason}`;
        })
        .join('\n');
    }
    case 'approve': {
      if (!account) throw new OpsInputError('idcard approve needs <account>');
      const state = await reviewIdCard(db, account, { approve: true });
      return `idcard ${account} status=success name=${JSON.stringify(state.realName)} id=${state.idNumber ?? '-'}`;
    }
    case 'reject': {
      const reason = reasonOf(rest);
      if (!account || !reason) throw new OpsInputError('idcard reject needs <account> <reason...>');
      const state = await reviewIdCard(db, account, { approve: false, reason });
      return `idcard ${account} status=failure reason=${JSON.stringify(state.reason)}`;
    }
    default:
      throw new OpsInputError(`unknown idcard command: ${action ?? ''}\n${ACCOUNT_USAGE}`);
  }
}
