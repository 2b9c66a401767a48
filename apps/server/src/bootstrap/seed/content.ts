import type { Insertable } from 'kysely';
import { AVATAR_COUNT } from '../../assets/avatars';
import type { Database } from '../../db/schema';

type Lang = 'TW' | 'EN' | 'TH';
type PerLanguage = Record<Lang, string>;

const ADVERTS: Array<{ slug: string; link: string; title: PerLanguage }> = [
  { slug: 'welcome-bonus', link: '/activity/list', title: { TW: '新會員首儲禮 最高 1000', EN: 'Welcome bonus up to 1000', TH: 'โบนัสต้อนรับสูงสุด 1000' } },
  { slug: 'vip-club', link: '/mine/vip', title: { TW: 'VIP 尊榮禮遇 天天返水', EN: 'VIP club: daily rebates', TH: 'สโมสร VIP รับเงินคืนทุกวัน' } },
  { slug: 'invite-friends', link: '/activity/detail/InviteFriends/NTD', title: { TW: '邀請好友 一起領獎金', EN: 'Invite friends, share the bonus', TH: 'ชวนเพื่อน รับโบนัสด้วยกัน' } },
];

export const adverts: Insertable<Database['adverts']>[] = ADVERTS.flatMap((a, i) =>
  (Object.keys(a.title) as Lang[]).map((language) => ({
    slug: a.slug,
    language,
    title: a.title[language],
    image: `/assets/adverts/${a.slug}-${language.toLowerCase()}.svg`,
    link: a.link,
    sort: i + 1,
    enabled: 1,
  })),
);

const MARQUEE: Array<{ slug: string; content: PerLanguage }> = [
  {
    slug: 'welcome',
    content: {
      TW: '歡迎光臨！新會員首次儲值即享最高 1000 元獎金。',
      EN: 'Welcome! New members get up to 1000 on their first deposit.',
      TH: 'ยินดีต้อนรับ! สมาชิกใหม่รับโบนัสสูงสุด 1000 เมื่อฝากครั้งแรก',
    },
  },
  {
    slug: 'rebate',
    content: {
      TW: '全站返水最高 1.5%，無上限，每日自動派發。',
      EN: 'Rebates up to 1.5% with no cap, paid out daily.',
      TH: 'เงินคืนสูงสุด 1.5% ไม่จำกัด จ่ายทุกวัน',
    },
  },
  {
    slug: 'security',
    content: {
      TW: '官方客服不會向您索取密碼，請小心詐騙。',
      EN: 'Our support staff never ask for your password. Beware of scams.',
      TH: 'เจ้าหน้าที่จะไม่ขอรหัสผ่านของคุณ โปรดระวังมิจฉาชีพ',
    },
  },
];

/** A game type's own line, shown first in its lobby (SPEC 3: marquee by betType). */
const TYPE_MARQUEE: Array<{ betType: number; content: PerLanguage }> = [
  { betType: 1, content: { TW: '體育：歐洲五大聯賽每日開盤，串關最高 10 串。', EN: 'Sports: the top five European leagues open daily, parlays up to 10 legs.', TH: 'กีฬา: ห้าลีกใหญ่ยุโรปเปิดทุกวัน สเต็ปสูงสุด 10 คู่' } },
  { betType: 2, content: { TW: '真人：百家樂新桌開放，限紅 100 至 50,000。', EN: 'Live: new baccarat tables open, limits 100 to 50,000.', TH: 'คาสิโนสด: โต๊ะบาคาร่าใหม่เปิดแล้ว วงเงิน 100 ถึง 50,000' } },
  { betType: 3, content: { TW: '電競：英雄聯盟與 CS2 賽事每場即時走地。', EN: 'Esports: League of Legends and CS2 matches live in play.', TH: 'อีสปอร์ต: ลีกออฟเลเจนด์และ CS2 เดิมพันสดทุกแมตช์' } },
  { betType: 4, content: { TW: '彩票：時時彩每 5 分鐘開獎，開獎前 30 秒封盤。', EN: 'Lottery: a draw every 5 minutes, betting closes 30 s before.', TH: 'หวย: ออกรางวัลทุก 5 นาที ปิดรับ 30 วินาทีก่อนออก' } },
  { betType: 5, content: { TW: '棋牌：點數依 1 : 0.2 換算，進入遊戲前請先轉帳。', EN: 'Cards: points convert at 1 : 0.2; transfer before you play.', TH: 'เกมไพ่: แต้มแปลงที่ 1 : 0.2 โอนเงินก่อนเข้าเกม' } },
  { betType: 6, content: { TW: '電子：新遊戲每週上架，彩金池即時累積。', EN: 'Slots: new games every week, jackpots growing live.', TH: 'สล็อต: เกมใหม่ทุกสัปดาห์ แจ็คพอตสะสมแบบเรียลไทม์' } },
  { betType: 7, content: { TW: '捕魚：BOSS 魚王限時出沒，倍率最高 500 倍。', EN: 'Fishing: the boss fish appears for a limited time, up to 500x.', TH: 'ยิงปลา: บอสปลาปรากฏเฉพาะช่วงเวลา จ่ายสูงสุด 500 เท่า' } },
];

export const marquees: Insertable<Database['marquees']>[] = [
  ...MARQUEE.flatMap((m, i) =>
    (Object.keys(m.content) as Lang[]).map((language) => ({ slug: m.slug, language, content: m.content[language], sort: i + 1, enabled: 1, bet_type: null })),
  ),
  ...TYPE_MARQUEE.flatMap((m) =>
    (Object.keys(m.content) as Lang[]).map((language) => ({ slug: `type-${m.betType}`, language, content: m.content[language], sort: 1, enabled: 1, bet_type: m.betType })),
  ),
];

export const avatars: Insertable<Database['avatars']>[] = Array.from({ length: AVATAR_COUNT }, (_, i) => ({
  id: i + 1,
  url: `/assets/avatars/avatar-${String(i + 1).padStart(2, '0')}.svg`,
  sort: i + 1,
}));
