import { BRAND_IDS } from '@site/contract';
import type { Insertable, Kysely } from 'kysely';
import { usernameKey } from '../../services/accounts/accounts';
import type { Database } from '../../db/schema';

type Labels = { TW: string; EN: string; TH: string };
const labels = (l: Labels) => JSON.stringify(l);

/** Category 1 is "all" (SPEC 7); 3 holds the recharge and withdrawal promotions. */
const CATEGORIES: { id: number; names: Labels; rechargeWithdraw?: boolean }[] = [
  { id: 1, names: { TW: '全部活動', EN: 'All', TH: 'ทั้งหมด' } },
  { id: 2, names: { TW: '新會員', EN: 'New members', TH: 'สมาชิกใหม่' } },
  { id: 3, names: { TW: '儲值優惠', EN: 'Deposit offers', TH: 'โปรเงินฝาก' }, rechargeWithdraw: true },
  { id: 4, names: { TW: '體育', EN: 'Sports', TH: 'กีฬา' } },
  { id: 5, names: { TW: '限時活動', EN: 'Limited time', TH: 'ช่วงเวลาจำกัด' } },
];

interface DemoActivity {
  code: string;
  category: number;
  title: Labels;
  summary: Labels;
  /** Paragraphs of the activity page, per language. */
  body: { TW: string[]; EN: string[]; TH: string[] };
  links: { pc?: string; ai?: string; action?: string; h5?: string };
  needLogin?: boolean;
  recommend?: boolean;
  currencies?: string;
  frontendType?: 1 | 2;
  display?: 'now' | 'ended' | 'upcoming';
  endTime?: string | null;
  /** The promotion's own wagering multiple for its rewards (issue 17); unset: WAGERING_MULTIPLES.activityReward. */
  wageringMultiple?: number;
}

const p = (tw: string, en: string, th: string) => ({ TW: tw, EN: en, TH: th });
const body = (tw: string[], en: string[], th: string[]) => ({ TW: tw, EN: en, TH: th });

/** The promotions of every brand: one per link kind of SPEC 2, plus display windows, currency and frontend type cases. */
export const DEMO_ACTIVITIES: DemoActivity[] = [
  {
    code: 'first-recharge',
    category: 3,
    title: p('首儲加碼 最高送 1000', 'First deposit bonus up to 1000', 'โบนัสฝากครั้งแรกสูงสุด 1000'),
    summary: p('首次儲值即享紅利，新會員最高 888。', 'A bonus on your first deposit; new members up to 888.', 'รับโบนัสเมื่อฝากครั้งแรก สมาชิกใหม่สูงสุด 888'),
    body: body(
      ['參加活動後完成首次儲值，即可獲得紅利：一般會員 20%，最高 1000；新會員 100%，最高 888。', '已投注的會員不符合參加資格。'],
      ['Join, then make your first deposit to get a bonus: 20% up to 1000, or 100% up to 888 for new members.', 'Players who have already placed a bet cannot join.'],
      ['เข้าร่วมแล้วฝากเงินครั้งแรกเพื่อรับโบนัส 20% สูงสุด 1000 หรือ 100% สูงสุด 888 สำหรับสมาชิกใหม่', 'ผู้เล่นที่เคยวางเดิมพันแล้วไม่สามารถเข้าร่วมได้'],
    ),
    links: { pc: 'detail/first-recharge' },
    needLogin: true,
    recommend: true,
    currencies: 'NTD',
  },
  {
    code: 'invite-friends',
    category: 2,
    title: p('邀請好友 一起領獎金', 'Invite friends, share the bonus', 'ชวนเพื่อน รับโบนัสด้วยกัน'),
    summary: p('好友儲值滿 1000，您就得 100。', 'Get 100 for each friend who deposits 1000.', 'รับ 100 ต่อเพื่อนหนึ่งคนที่ฝากครบ 1000'),
    body: body(['分享您的邀請碼，好友註冊並儲值滿 1000 後，您可獲得 100。'], ['Share your invite code: when a friend registers and deposits 1000, you get 100.'], ['แชร์รหัสเชิญของคุณ เมื่อเพื่อนสมัครและฝากครบ 1000 คุณจะได้รับ 100']),
    links: { pc: '/activity/detail/InviteFriends/NTD' },
    needLogin: true,
    recommend: true,
  },
  {
    code: 'members-gift',
    category: 2,
    title: p('會員專屬禮', 'Members-only gift', 'ของขวัญเฉพาะสมาชิก'),
    summary: p('登入即可查看本月會員禮遇。', 'Log in to see this month’s member gifts.', 'เข้าสู่ระบบเพื่อดูของขวัญสมาชิกเดือนนี้'),
    body: body(['每月會員禮遇：VIP 等級越高，禮金越多。', '禮金於每月 1 日發放至點券。'], ['Monthly member gifts: the higher your VIP level, the bigger the gift.', 'Gifts are issued as coupons on the 1st of every month.'], ['ของขวัญสมาชิกรายเดือน ยิ่งระดับ VIP สูง ยิ่งได้มาก', 'ของขวัญจะออกเป็นคูปองทุกวันที่ 1 ของเดือน']),
    links: { ai: 'detail/members-gift' },
    needLogin: true,
  },
  {
    code: 'weekend-football',
    category: 4,
    title: p('週末足球加碼', 'Weekend football boost', 'เพิ่มโบนัสฟุตบอลสุดสัปดาห์'),
    summary: p('五大聯賽串關贏額加碼 10%。', 'Parlay winnings on the top five leagues boosted by 10%.', 'เพิ่มเงินรางวัลสเต็ป 5 ลีกใหญ่ 10%'),
    body: body(['週六、週日五大聯賽串關，贏額加碼 10%。'], ['Parlays on the top five leagues on Saturday and Sunday pay 10% more.'], ['สเต็ป 5 ลีกใหญ่วันเสาร์และอาทิตย์ จ่ายเพิ่ม 10%']),
    links: { pc: 'sports', h5: 'detail/weekend-football' },
    recommend: true,
  },
  {
    code: 'coupon-shop',
    category: 5,
    title: p('點券商城 好禮兌換', 'Coupon shop', 'ร้านแลกคูปอง'),
    summary: p('用點券兌換現金，隨時可換。', 'Exchange your coupon points for cash at any time.', 'แลกคะแนนคูปองเป็นเงินสดได้ทุกเมื่อ'),
    body: body(['點券可依比例兌換為錢包餘額。'], ['Coupon points exchange into your wallet at the posted rate.'], ['คะแนนคูปองแลกเป็นยอดเงินในกระเป๋าตามอัตราที่กำหนด']),
    links: { action: 'shop' },
  },
  {
    code: 'lucky-wheel',
    category: 5,
    title: p('幸運轉盤', 'Lucky wheel', 'วงล้อนำโชค'),
    summary: p('每日登入轉一次，最高 888。', 'One spin a day, up to 888.', 'หมุนวันละครั้ง สูงสุด 888'),
    body: body(['每日登入可轉動轉盤一次，獎金最高 888。'], ['Log in every day for one spin; prizes up to 888.'], ['เข้าสู่ระบบทุกวันเพื่อหมุนหนึ่งครั้ง รางวัลสูงสุด 888']),
    links: { ai: 'theme/lucky-wheel', h5: 'https://promo.example.com/wheel' },
    // A prize won by a free spin, not bought with a deposit: wagered 8x rather than the default 5x.
    wageringMultiple: 8,
  },
  {
    code: 'daily-rebate',
    category: 5,
    title: p('全站返水 最高 1.5%', 'Rebates up to 1.5%, paid daily', 'เงินคืนสูงสุด 1.5% จ่ายทุกวัน'),
    summary: p('有效投注每日返水，無上限。', 'Daily rebates on valid bets, no cap.', 'เงินคืนรายวันจากยอดเดิมพันที่ถูกต้อง ไม่จำกัด'),
    body: body(['依 VIP 等級返水，最高 1.5%，無上限，每日發放。'], ['Rebates by VIP level, up to 1.5% with no cap, paid daily.'], ['เงินคืนตามระดับ VIP สูงสุด 1.5% ไม่จำกัด จ่ายทุกวัน']),
    links: { h5: 'detail/daily-rebate' },
  },
  {
    code: 'partner-cup',
    category: 4,
    title: p('合作夥伴盃', 'Partner cup', 'ถ้วยพันธมิตร'),
    summary: p('在合作夥伴網站參加預測賽。', 'Join the prediction game on our partner’s site.', 'ร่วมเกมทายผลบนเว็บไซต์พันธมิตร'),
    body: body(['預測賽於合作夥伴網站舉行。'], ['The prediction game runs on our partner’s site.'], ['เกมทายผลจัดบนเว็บไซต์พันธมิตร']),
    links: { pc: 'https://promo.example.com/partner-cup' },
  },
  {
    code: 'vip-upgrade',
    category: 2,
    title: p('VIP 晉級禮', 'VIP level-up gifts', 'ของขวัญเลื่อนระดับ VIP'),
    summary: p('每升一級即送點券。', 'Coupons with every level you reach.', 'รับคูปองทุกครั้งที่เลื่อนระดับ'),
    body: body(['晉級隔日發放晉級禮點券。'], ['Level-up coupons arrive the day after you reach a level.'], ['คูปองเลื่อนระดับจะได้รับในวันถัดไป']),
    links: { action: '/mine/vip' },
    needLogin: true,
  },
  {
    code: 'fast-withdraw',
    category: 3,
    title: p('極速託售 免手續費', 'Fast withdrawals, no fee', 'ถอนเร็ว ไม่มีค่าธรรมเนียม'),
    summary: p('每日首筆託售免手續費。', 'Your first withdrawal of the day is free.', 'ถอนครั้งแรกของวันไม่มีค่าธรรมเนียม'),
    body: body(['每日首筆託售免收手續費。'], ['No fee on your first withdrawal each day.'], ['ไม่มีค่าธรรมเนียมสำหรับการถอนครั้งแรกของวัน']),
    links: { pc: 'detail/fast-withdraw' },
  },
  {
    code: 'usdt-bonus',
    category: 3,
    title: p('USDT 儲值回饋', 'USDT deposit cashback', 'เงินคืนฝาก USDT'),
    summary: p('TRC-20 儲值回饋 1%。', '1% back on TRC-20 deposits.', 'คืน 1% สำหรับการฝาก TRC-20'),
    body: body(['僅支援 TRC-20。'], ['TRC-20 only.'], ['รองรับ TRC-20 เท่านั้น']),
    links: { pc: 'detail/usdt-bonus' },
    currencies: 'USDT',
  },
  {
    code: 'agent-commission',
    category: 5,
    title: p('代理專屬優惠', 'Agent offers', 'ข้อเสนอสำหรับตัวแทน'),
    summary: p('代理佣金加碼。', 'Higher agent commission.', 'ค่าคอมมิชชั่นตัวแทนเพิ่มขึ้น'),
    body: body(['代理佣金本月加碼。'], ['Agent commission is higher this month.'], ['ค่าคอมมิชชั่นตัวแทนเพิ่มขึ้นเดือนนี้']),
    links: { pc: 'detail/agent-commission' },
    frontendType: 2,
  },
  {
    code: 'spring-festival',
    category: 5,
    title: p('新春紅包', 'New year red envelopes', 'อั่งเปาปีใหม่'),
    summary: p('已結束的活動。', 'An ended promotion.', 'โปรโมชั่นที่สิ้นสุดแล้ว'),
    body: body(['活動已結束。'], ['This promotion has ended.'], ['โปรโมชั่นนี้สิ้นสุดแล้ว']),
    links: { pc: 'detail/spring-festival' },
    display: 'ended',
  },
  {
    code: 'summer-carnival',
    category: 5,
    title: p('夏日嘉年華', 'Summer carnival', 'เทศกาลฤดูร้อน'),
    summary: p('七月開跑：儲值滿 3,000 加送 300。', 'From July: deposit 3,000 and get 300 more.', 'เริ่มกรกฎาคม: ฝากครบ 3,000 รับเพิ่ม 300'),
    body: body(['七月一日起，單筆儲值滿 3,000 即加送 300。'], ['From 1 July, a single deposit of 3,000 earns 300 more.'], ['ตั้งแต่ 1 กรกฎาคม ฝากครั้งเดียวครบ 3,000 รับเพิ่ม 300']),
    links: { pc: 'detail/summer-carnival' },
    display: 'upcoming',
  },
];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const html = (paragraphs: string[]) => paragraphs.map((t) => `<p>${esc(t)}</p>`).join('');

const WINDOWS = {
  now: ['2025-01-01T00:00:00.000Z', '2099-12-31T16:00:00.000Z'],
  ended: ['2025-01-01T00:00:00.000Z', '2025-02-28T16:00:00.000Z'],
  upcoming: ['2099-01-01T00:00:00.000Z', '2099-12-31T16:00:00.000Z'],
} as const;

export const activityCategories: Insertable<Database['activity_categories']>[] = BRAND_IDS.flatMap((brand) =>
  CATEGORIES.map((c, i) => ({ id: c.id, brand, names: labels(c.names), recharge_withdraw: c.rechargeWithdraw ? 1 : 0, sort: i + 1, enabled: 1 })),
);

export const activities: Insertable<Database['activities']>[] = BRAND_IDS.flatMap((brand) =>
  DEMO_ACTIVITIES.map((a, i) => {
    const [displayStart, displayEnd] = WINDOWS[a.display ?? 'now'];
    return {
      brand,
      code: a.code,
      category_id: a.category,
      titles: labels(a.title),
      summaries: labels(a.summary),
      bodies: labels({ TW: html(a.body.TW), EN: html(a.body.EN), TH: html(a.body.TH) }),
      pc_link: a.links.pc ?? '',
      ai_link: a.links.ai ?? '',
      action_link: a.links.action ?? '',
      h5_link: a.links.h5 ?? '',
      need_login: a.needLogin ? 1 : 0,
      recommend: a.recommend ? 1 : 0,
      currencies: a.currencies ?? '',
      frontend_type: a.frontendType ?? null,
      sort: i + 1,
      enabled: 1,
      start_time: displayStart,
      end_time: a.endTime === undefined ? null : a.endTime,
      display_start_time: displayStart,
      display_end_time: displayEnd,
      wagering_multiple: a.wageringMultiple ?? null,
    };
  }),
);

/**
 * Demo rewards (demo data only): phone01 has two unclaimed rewards, real
 * rows that the claim call credits to the wallet.
 */
export async function seedActivityRewards(db: Kysely<Database>, now = new Date()): Promise<void> {
  const phone01 = await db.selectFrom('accounts').select('id').where('username_key', '=', usernameKey('phone01')).executeTakeFirst();
  if (!phone01) return;
  const title = (code: string) => labels(DEMO_ACTIVITIES.find((a) => a.code === code)?.title ?? p(code, code, code));
  const day = 86_400_000;
  const rows: Insertable<Database['activity_rewards']>[] = [
    { code: 'weekend-football', amount: 8_800, expires: 30 },
    { code: 'lucky-wheel', amount: 1_800, expires: null },
  ].map((r) => ({
    account_id: phone01.id,
    activity_code: r.code,
    titles: title(r.code),
    currency: 'NTD',
    amount: r.amount,
    state: 'unclaimed',
    earned_at: new Date(now.getTime() - day).toISOString(),
    expires_at: r.expires === null ? null : new Date(now.getTime() + r.expires * day).toISOString(),
    claimed_at: null,
    reference: `seed:${r.code}:phone01`,
    wagering_multiple: DEMO_ACTIVITIES.find((a) => a.code === r.code)?.wageringMultiple ?? null,
  }));
  await db.insertInto('activity_rewards').values(rows).onConflict((oc) => oc.column('reference').doNothing()).execute();
}
