import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { accountIdByName, credit, listLines, OpsInputError, setRechargeLimit, setWithdrawSwitch, suspend, type CreditType } from './services/fund/operator';
import { unlockPlayerWithdrawPassword } from './services/staff/player-actions';
import { advanceWithdraw, approveDeposit, rejectDeposit, rejectWithdraw, reviewCard } from './services/fund/review';
import { DomainError } from './domain/errors';

/** `npm run ops -- fund ...`: the cashier's operator commands (usage in ops-commands.ts OPS_USAGE). */

export const FUND_USAGE = `  fund list [--kind deposit|withdraw|card|address] [--status <s>] [--account <name>] [--limit <n>]
                                                         one line per record: <kind> <orderNo|id> status=<s> account=<name> ...
  fund approve deposit|withdraw|card <orderNo|id>        credit a deposit; advance a withdrawal one step
                                                         (processing > reviewing > withdrawing > success); approve a card
  fund reject deposit|withdraw|card <orderNo|id> --reason "..."
                                                         refuse (a withdrawal's held amount is returned)
  fund limit <account> --level 1|2|3 [--minutes N]       recharge limit (2: paused N minutes, default 30; 3: contact support)
  fund withdraw-lock <account> on|off                    lock or unlock withdrawals
  fund withdraw-open <account> on|off                    open or close withdrawals
  fund password-unlock <account>                         end a wrong-withdrawal-password lock and its count (after checking the caller)
  fund suspend <account> --action recharge|withdraw --minutes N
  fund credit <account> --amount 100.00 [--type addCoin|deductCoin|bonus|rebate] [--currency NTD]`;

type Opt = (name: string) => string | undefined;

const positiveInt = (text: string | undefined, name: string): number => {
  const n = Number(text);
  if (!text || !Number.isInteger(n) || n < 1) throw new OpsInputError(`${name} must be a positive whole number`);
  return n;
};

const onOff = (text: string | undefined): boolean => {
  if (text !== 'on' && text !== 'off') throw new OpsInputError('say on or off');
  return text === 'on';
};

async function decide(db: Kysely<Database>, verb: 'approve' | 'reject', what: string | undefined, id: string | undefined, option: Opt): Promise<string> {
  if (!id) throw new OpsInputError(`fund ${verb} needs <orderNo|id>`);
  const reason = option('--reason');
  if (verb === 'reject' && !reason) throw new OpsInputError('fund reject needs --reason "..."');
  if (what === 'deposit') {
    if (verb === 'approve') {
      const r = await approveDeposit(db, id);
      return `deposit ${r.order.orderNo} status=${r.order.status} amount=${r.order.amount} balance=${r.balance}`;
    }
    const r = await rejectDeposit(db, id, reason ?? '');
    return `deposit ${r.order.orderNo} status=${r.order.status} reason=${JSON.stringify(r.order.reason)}`;
  }
  if (what === 'withdraw') {
    const o = verb === 'approve' ? await advanceWithdraw(db, id) : await rejectWithdraw(db, id, reason ?? '');
    return `withdraw ${o.orderNo} status=${o.status} amount=${o.amount}${o.reason ? ` reason=${JSON.stringify(o.reason)}` : ''}`;
  }
  if (what === 'card') {
    const cardId = positiveInt(id, 'card id');
    const c = await reviewCard(db, cardId, verb === 'approve' ? { approve: true } : { approve: false, reason: reason ?? '' });
    return `card ${c.id} status=${c.status}${c.reason ? ` reason=${JSON.stringify(c.reason)}` : ''}`;
  }
  throw new OpsInputError(`fund ${verb} deposit|withdraw|card <orderNo|id>`);
}

export async function runFundOps(db: Kysely<Database>, args: string[], option: Opt): Promise<string> {
  const [action, first, second] = args;
  try {
    switch (action) {
      case 'list': {
        const kind = option('--kind') ?? 'deposit';
        if (!['deposit', 'withdraw', 'card', 'address'].includes(kind)) throw new OpsInputError('--kind is deposit, withdraw, card or address');
        const name = option('--account');
        const lines = await listLines(db, {
          kind: kind as 'deposit',
          status: option('--status'),
          accountId: name ? await accountIdByName(db, name) : undefined,
          limit: option('--limit') ? positiveInt(option('--limit'), '--limit') : 50,
        });
        return lines.length ? lines.join('\n') : `no ${kind} records`;
      }
      case 'approve':
      case 'reject':
        return await decide(db, action, first, second, option);
      case 'limit': {
        const level = Number(option('--level'));
        if (![1, 2, 3].includes(level)) throw new OpsInputError('--level is 1, 2 or 3');
        const minutes = option('--minutes') ? positiveInt(option('--minutes'), '--minutes') : undefined;
        const r = await setRechargeLimit(db, await accountIdByName(db, first ?? ''), option('--currency') ?? 'NTD', level, minutes);
        return `limit ${first} level=${r.level} until=${r.until ?? '-'}`;
      }
      case 'withdraw-lock':
      case 'withdraw-open': {
        const on = onOff(second);
        await setWithdrawSwitch(db, await accountIdByName(db, first ?? ''), option('--currency') ?? 'NTD', action === 'withdraw-lock' ? 'lock' : 'open', on);
        return `${action} ${first} ${on ? 'on' : 'off'}`;
      }
      case 'password-unlock': {
        // The back office's service: the same 'player.unlockWithdrawPassword' audit row, actor 'ops'.
        const until = await unlockPlayerWithdrawPassword(db, { ops: true }, await accountIdByName(db, first ?? ''), 'ops fund password-unlock');
        return `password-unlock ${first} ${until ? `lock until ${until} ended` : 'no lock was running'}; wrong count cleared`;
      }
      case 'suspend': {
        const what = option('--action');
        if (what !== 'recharge' && what !== 'withdraw') throw new OpsInputError('--action is recharge or withdraw');
        const until = await suspend(db, await accountIdByName(db, first ?? ''), what, positiveInt(option('--minutes'), '--minutes'));
        return `suspend ${first} action=${what} until=${until}`;
      }
      case 'credit': {
        const type = (option('--type') ?? 'addCoin') as CreditType;
        if (!['addCoin', 'deductCoin', 'bonus', 'rebate'].includes(type)) throw new OpsInputError('--type is addCoin, deductCoin, bonus or rebate');
        const amount = option('--amount');
        if (!amount || !/^\d{1,12}(\.\d{1,2})?$/.test(amount) || !/[1-9]/.test(amount)) throw new OpsInputError('--amount must be a positive amount such as 100.00');
        const r = await credit(db, await accountIdByName(db, first ?? ''), option('--currency') ?? 'NTD', amount, type);
        return `credit ${first} type=${type} amount=${r.amount} balance=${r.balance} ref=${r.reference}`;
      }
      default:
        throw new OpsInputError(`unknown fund command: ${action ?? ''}`);
    }
  } catch (error) {
    // A refusal of the money rules (e.g. 031015 not changeable, 030001 insufficient) is an answer, not a crash.
    if (error instanceof DomainError) throw new OpsInputError(`refused: ${error.code} ${JSON.stringify(error.data)}`);
    throw error;
  }
}
