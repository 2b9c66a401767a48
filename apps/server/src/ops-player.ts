import { PLAYER_RESTRICTIONS, type PlayerRestriction } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { accountIdByName, OpsInputError } from './services/fund/operator';
import { addNote, endPlayerSessions, setRestrictions } from './services/staff/player-actions';

/**
 * `npm run ops -- player ...`: the player's file's actions from a terminal, through the same services as the
 * back office, so both write the same audit rows ('player.restrict', 'player.note', …), with actor 'ops'.
 */

export const PLAYER_USAGE = `  player restrict <account> <none|login,withdraw,deposit> <reason...>
                                                         set the account's restrictions (the whole set): login blocks it and ends its
                                                         sessions, withdraw refuses withdrawals (031002), deposit refuses deposits (031001)
  player end-sessions <account> <reason...>              end every open session of the player
  player note <account> <text...>                        add a note to the player's file`;

const OPS = { ops: true } as const;

function restrictionsOf(text: string): PlayerRestriction[] {
  if (text === 'none') return [];
  const list = text.split(',').map((s) => s.trim());
  const bad = list.filter((s) => !(PLAYER_RESTRICTIONS as readonly string[]).includes(s));
  if (bad.length > 0 || list.length === 0) throw new OpsInputError(`restrictions are none or a comma list of ${PLAYER_RESTRICTIONS.join(', ')}`);
  return list as PlayerRestriction[];
}

export async function runPlayerOps(db: Kysely<Database>, args: string[]): Promise<string> {
  const [action, account, ...rest] = args;
  if (!account) throw new OpsInputError(`player ${action ?? ''} needs <account>\n${PLAYER_USAGE}`);
  switch (action) {
    case 'restrict': {
      const [set = '', ...words] = rest;
      const reason = words.join(' ').trim();
      if (!reason) throw new OpsInputError('player restrict <account> <restrictions> <reason...>');
      const after = await setRestrictions(db, OPS, await accountIdByName(db, account), restrictionsOf(set), reason);
      return `player ${account} restrictions=${after.join(',') || 'none'}`;
    }
    case 'end-sessions': {
      const reason = rest.join(' ').trim();
      if (!reason) throw new OpsInputError('player end-sessions <account> <reason...>');
      return `player ${account} sessions ended=${await endPlayerSessions(db, OPS, await accountIdByName(db, account), reason)}`;
    }
    case 'note': {
      const text = rest.join(' ').trim();
      if (!text) throw new OpsInputError('player note <account> <text...>');
      const note = await addNote(db, OPS, await accountIdByName(db, account), text);
      return `player ${account} note #${note.id}`;
    }
    default:
      throw new OpsInputError(`unknown player command: ${action ?? ''}\n${PLAYER_USAGE}`);
  }
}
