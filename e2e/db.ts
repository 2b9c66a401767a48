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
