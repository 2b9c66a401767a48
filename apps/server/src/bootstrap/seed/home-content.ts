import { BRAND_IDS, type BrandId, type DialogContent } from '@site/contract';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema';

type Labels = { TW: string; EN: string; TH: string };
const labels = (l: Labels) => JSON.stringify(l);

interface DemoDialog {
  slug: string;
  content: DialogContent;
  title: Labels;
  link?: string;
  frontendType?: 1 | 2;
}

const UNREAD: DemoDialog = {
  slug: 'unread-notice',
  content: 'unreadNotice',
  title: { TW: '您有未讀的站內訊息', EN: 'You have unread messages', TH: 'คุณมีข้อความที่ยังไม่ได้อ่าน' },
};
const FIRST_DEPOSIT: DemoDialog = {
  slug: 'first-deposit',
  content: 'firstDeposit',
  title: { TW: '首儲加碼 最高送 1000', EN: 'First deposit bonus up to 1000', TH: 'โบนัสฝากครั้งแรกสูงสุด 1000' },
};
const BONUS: DemoDialog = {
  slug: 'rebate-bonus',
  content: 'bonus',
  title: { TW: '全站返水 最高 1.5%', EN: 'Rebates up to 1.5%, paid daily', TH: 'เงินคืนสูงสุด 1.5% จ่ายทุกวัน' },
};

/**
 * Demo dialog items per brand (the login advert, SPEC 4). Every brand has a
 * promotion for everyone, so a visitor of any frontend type sees the advert
 * (the e2e journeys close it); the recharge items go to type 1 only anyway.
 */
const DIALOGS: Record<BrandId, DemoDialog[]> = {
  jade: [
    UNREAD,
    FIRST_DEPOSIT,
    { slug: 'weekly-promos', content: 'promos', title: { TW: '本週熱門優惠 天天加碼', EN: 'Hot offers of the week', TH: 'โปรโมชั่นยอดนิยมประจำสัปดาห์' } },
    BONUS,
  ],
  pearl: [
    UNREAD,
    FIRST_DEPOSIT,
    {
      slug: 'invite-promos',
      content: 'promos',
      title: { TW: '邀請好友 一起領獎金', EN: 'Invite friends, share the bonus', TH: 'ชวนเพื่อน รับโบนัสด้วยกัน' },
      link: '/activity/detail/InviteFriends/NTD',
    },
  ],
  amber: [
    UNREAD,
    FIRST_DEPOSIT,
    { slug: 'carnival-promos', content: 'promos', title: { TW: '琥珀嘉年華 好禮送不停', EN: 'Amber carnival: gifts all week', TH: 'เทศกาลแอมเบอร์ ของขวัญทั้งสัปดาห์' } },
    {
      slug: 'agent-promos',
      content: 'promos',
      title: { TW: '代理專屬優惠 佣金加碼', EN: 'Agent offers: higher commission', TH: 'ข้อเสนอพิเศษสำหรับตัวแทน' },
      frontendType: 2,
    },
    BONUS,
  ],
};

export const dialogItems: Insertable<Database['dialog_items']>[] = BRAND_IDS.flatMap((brand) =>
  DIALOGS[brand].map((d, i) => ({
    brand,
    slug: d.slug,
    content: d.content,
    titles: labels(d.title),
    link: d.link ?? '',
    frontend_type: d.frontendType ?? null,
    sort: i + 1,
    enabled: 1,
    start_time: null,
    end_time: null,
  })),
);

const FLOATS: Record<BrandId, { code: string; title: Labels; link: string }> = {
  jade: { code: 'lucky-wheel', title: { TW: '幸運轉盤', EN: 'Lucky wheel', TH: 'วงล้อนำโชค' }, link: '/activity/list' },
  pearl: { code: 'red-envelope', title: { TW: '天天搶紅包', EN: 'Daily red envelopes', TH: 'อั่งเปาทุกวัน' }, link: '/activity/list' },
  amber: { code: 'daily-check-in', title: { TW: '每日簽到', EN: 'Daily check-in', TH: 'เช็กอินรายวัน' }, link: '/activity/list' },
};

/** One float activity per brand, shown from 2025 on (the display window is what the call filters by). */
export const floatActivities: Insertable<Database['float_activities']>[] = BRAND_IDS.map((brand) => ({
  brand,
  code: FLOATS[brand].code,
  titles: labels(FLOATS[brand].title),
  link: FLOATS[brand].link,
  sort: 1,
  enabled: 1,
  display_start_time: '2025-01-01T00:00:00.000Z',
  display_end_time: '2099-12-31T16:00:00.000Z',
}));
