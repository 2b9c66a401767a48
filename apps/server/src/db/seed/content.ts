import type { Insertable } from 'kysely';
import { AVATAR_COUNT } from '../../assets/avatars';
import type { Database } from '../schema';

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

export const marquees: Insertable<Database['marquees']>[] = MARQUEE.flatMap((m, i) =>
  (Object.keys(m.content) as Lang[]).map((language) => ({ slug: m.slug, language, content: m.content[language], sort: i + 1, enabled: 1 })),
);

export const avatars: Insertable<Database['avatars']>[] = Array.from({ length: AVATAR_COUNT }, (_, i) => ({
  id: i + 1,
  url: `/assets/avatars/avatar-${String(i + 1).padStart(2, '0')}.svg`,
  sort: i + 1,
}));
