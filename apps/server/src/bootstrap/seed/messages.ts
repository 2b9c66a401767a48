import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { sanitizeOperatorHtml } from '../../services/html/sanitize';
import { usernameKey } from '../../services/accounts/accounts';

/** Demo inbox data: platform announcements in three languages and a letter from customer service to demo01. */
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 2)).toISOString();

export const DEMO_ANNOUNCEMENTS = [
  {
    slug: 'demo-maintenance',
    published_at: day(0),
    texts: {
      TW: { title: '系統維護公告', body: '<p>平台將於 <strong>每週三 02:00-04:00</strong> 進行例行維護，期間部分遊戲暫停服務。</p>' },
      EN: { title: 'Scheduled maintenance', body: '<p>The platform is maintained <strong>every Wednesday 02:00-04:00</strong>; some games pause meanwhile.</p>' },
      TH: { title: 'ประกาศปิดปรับปรุงระบบ', body: '<p>แพลตฟอร์มจะปิดปรับปรุง<strong>ทุกวันพุธ 02:00-04:00</strong> บางเกมจะหยุดให้บริการชั่วคราว</p>' },
    },
  },
  {
    slug: 'demo-new-member',
    published_at: day(1),
    texts: {
      TW: { title: '新會員好禮', body: '<p>首儲最高贈送 1000，詳情請見<a href="/activity/list">優惠活動</a>。</p>' },
      EN: { title: 'New member gift', body: '<p>Up to 1000 on your first deposit; see <a href="/activity/list">promotions</a>.</p>' },
      TH: { title: 'ของขวัญสมาชิกใหม่', body: '<p>ฝากครั้งแรกรับสูงสุด 1000 ดูรายละเอียดที่<a href="/activity/list">โปรโมชั่น</a></p>' },
    },
  },
  {
    slug: 'demo-responsible',
    published_at: day(2),
    texts: {
      TW: { title: '理性娛樂提醒', body: '<p>請量力而為，未滿 18 歲請勿參與。<em>理性娛樂，快樂生活。</em></p>' },
      EN: { title: 'Play responsibly', body: '<p>Play within your means; nobody under 18 may take part. <em>Enjoy responsibly.</em></p>' },
      TH: { title: 'เล่นอย่างมีสติ', body: '<p>กรุณาเล่นตามกำลัง ผู้มีอายุต่ำกว่า 18 ปีห้ามเข้าร่วม <em>เล่นอย่างมีความสุข</em></p>' },
    },
  },
];

export function announcementRows() {
  return DEMO_ANNOUNCEMENTS.map((a) => ({
    slug: a.slug,
    published_at: a.published_at,
    texts: JSON.stringify(Object.fromEntries(Object.entries(a.texts).map(([lang, t]) => [lang, { title: t.title, body: sanitizeOperatorHtml(t.body) }]))),
  }));
}

/** demo01's letter from customer service (once: the slug keeps it idempotent). */
export async function seedDemoLetters(db: Kysely<Database>, now = new Date().toISOString()): Promise<void> {
  const player = await db.selectFrom('accounts').select('id').where('username_key', '=', usernameKey('demo01')).executeTakeFirst();
  if (!player) return;
  const exists = await db.selectFrom('letters').select('id').where('account_id', '=', player.id).where('slug', '=', 'demo-letter').executeTakeFirst();
  if (exists) return;
  const letter = await db
    .insertInto('letters')
    .values({ account_id: player.id, origin: 'operator', quiz_type: null, title: '客服來信', is_read: 0, answered: 1, slug: 'demo-letter', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('letter_messages')
    .values({ letter_id: letter.id, author: 'operator', content: sanitizeOperatorHtml('<p>您好，如有任何問題歡迎隨時<strong>聯繫線上客服</strong>。</p>'), html: 1, created_at: now })
    .execute();
}
