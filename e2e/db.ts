import Database from 'better-sqlite3';
import { join } from 'node:path';

/** Reads the answer of the newest captcha from a server's SQLite file (dev data, as an operator could). */
export function latestCaptchaAnswer(dataDir: string): string {
  const db = new Database(join(dataDir, 'site.db'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT answer FROM captchas ORDER BY created_at DESC LIMIT 1').get() as { answer: string } | undefined;
    if (!row) throw new Error('no captcha issued');
    return row.answer;
  } finally {
    db.close();
  }
}

/** Wallets whose balance is not the sum of their ledger entries (empty when the ledger is exact). */
export function ledgerMismatches(dataDir: string): Array<{ id: number; balance: number; sum: number }> {
  const db = new Database(join(dataDir, 'site.db'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT w.id, w.balance, COALESCE(SUM(l.amount), 0) AS sum FROM wallet_accounts w
         LEFT JOIN ledger_entries l ON l.wallet_account_id = w.id GROUP BY w.id HAVING w.balance <> COALESCE(SUM(l.amount), 0)`,
      )
      .all() as Array<{ id: number; balance: number; sum: number }>;
  } finally {
    db.close();
  }
}

/** The sum (minor units) of an account's ledger entries of one kind, over all its wallets (issue 21: agentCommission). */
export function ledgerSumOf(dataDir: string, username: string, kind: string): number {
  const db = new Database(join(dataDir, 'site.db'), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        `SELECT COALESCE(SUM(l.amount), 0) AS sum FROM ledger_entries l JOIN wallet_accounts w ON w.id = l.wallet_account_id
         JOIN accounts a ON a.id = w.account_id WHERE a.username = ? AND l.kind = ?`,
      )
      .get(username, kind) as { sum: number };
    return row.sum;
  } finally {
    db.close();
  }
}
