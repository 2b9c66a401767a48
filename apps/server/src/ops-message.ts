import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { DomainError } from './domain/errors';
import { accountIdByName, OpsInputError } from './services/fund/operator';
import { feedbackList } from './services/messages/feedback';
import { operatorLetters, replyAsOperator } from './services/messages/operator';
import { letterToPlayer } from './services/staff/player-actions';

/** `npm run ops -- letter ...` and `npm run ops -- feedback list`: customer service's side of the inbox. */

export const MESSAGE_USAGE = `  letter list [--limit <n>]                              latest letters (answered=no: waiting for customer service)
  letter reply <letterId> <html>                         answer a letter: the player gets it as received, unread mail
  letter send <account> <title> <html>                   write a new letter to a player (received, unread)
  feedback list [--limit <n>]                            latest player feedback (type, content)`;

type Opt = (name: string) => string | undefined;

function limitOf(option: Opt): number {
  const text = option('--limit');
  const limit = text === undefined ? 50 : Number(text);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new OpsInputError('--limit must be a whole number from 1 to 1000');
  return limit;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').slice(0, 80);

export async function runLetterOps(db: Kysely<Database>, args: string[], option: Opt, now = new Date()): Promise<string> {
  const [action, first, second, third] = args;
  if (action === 'list') {
    const rows = await operatorLetters(db, limitOf(option));
    if (rows.length === 0) return 'no letters';
    return rows
      .map((r) => `#${r.id}  ${r.updatedAt}  ${r.username.padEnd(18)}  from ${r.origin.padEnd(8)}  answered=${r.answered ? 'yes' : 'no '}  read=${r.isRead ? 'yes' : 'no '}  messages=${r.messages}  ${oneLine(r.title)}`)
      .join('\n');
  }
  if (action === 'reply') {
    if (!first || !second || !/^\d{1,9}$/.test(first)) throw new OpsInputError('letter reply <letterId> <html>');
    if (second.trim() === '') throw new OpsInputError('the reply text is empty');
    try {
      const { accountId } = await replyAsOperator(db, Number(first), second, now);
      return `letter #${first} answered (account ${accountId} has unread mail)`;
    } catch (error) {
      if (error instanceof DomainError && error.status === 404) throw new OpsInputError(`no such letter: ${first}`);
      throw error;
    }
  }
  if (action === 'send') {
    if (!first || !second || !third) throw new OpsInputError('letter send <account> <title> <html>');
    if (second.trim() === '' || third.trim() === '') throw new OpsInputError('title and text must not be empty');
    // The back office's service: the same 'player.letter' audit row, actor 'ops'.
    const id = await letterToPlayer(db, { ops: true }, await accountIdByName(db, first), second.trim().slice(0, 200), third, now);
    return `letter #${id} sent to ${first}`;
  }
  throw new OpsInputError(`unknown letter action: ${action ?? ''}\n${MESSAGE_USAGE}`);
}

export async function runFeedbackOps(db: Kysely<Database>, args: string[], option: Opt): Promise<string> {
  if (args[0] !== 'list') throw new OpsInputError(`unknown feedback action: ${args[0] ?? ''}\n${MESSAGE_USAGE}`);
  const rows = await feedbackList(db, limitOf(option));
  if (rows.length === 0) return 'no feedback';
  return rows.map((r) => `#${r.id}  ${r.created_at}  ${r.username.padEnd(18)}  ${r.type.padEnd(10)}  ${oneLine(r.content)}`).join('\n');
}
