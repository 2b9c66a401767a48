import { BRAND_IDS } from '@site/contract';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema';

type Rows<T extends keyof Database> = Insertable<Database[T]>[];
const labels = (TW: string, EN: string, TH: string) => JSON.stringify({ TW, EN, TH });

export const languages: Rows<'languages'> = [
  { code: 'TW', name: '繁體中文', is_default: 1, sort: 1 },
  { code: 'EN', name: 'English', is_default: 0, sort: 2 },
  { code: 'TH', name: 'ไทย', is_default: 0, sort: 3 },
];

export const currencies: Rows<'currencies'> = [
  { code: 'NTD', names: labels('新臺幣', 'New Taiwan Dollar', 'ดอลลาร์ไต้หวันใหม่'), icon: '/assets/currency/NTD.svg', is_default: 1, sort: 1, minor_per_major: 100 },
  { code: 'USDT', names: labels('泰達幣', 'Tether USD', 'เทตเตอร์'), icon: '/assets/currency/USDT.svg', is_default: 0, sort: 2, minor_per_major: 100 },
];

export const countryCodes: Rows<'country_codes'> = [
  { country_code: '886', name_cn: '台灣', regex: '^09\\d{8}$', is_display: 1, is_default: 1, is_blocked: 0, sort: 1 },
  { country_code: '66', name_cn: '泰國', regex: '^0[689]\\d{8}$', is_display: 1, is_default: 0, is_blocked: 0, sort: 2 },
  // Known but refused: a number of this country gets 您暫時無法使用該國家或地區的手機號碼。
  { country_code: '86', name_cn: '中國', regex: '^1[3-9]\\d{9}$', is_display: 0, is_default: 0, is_blocked: 1, sort: 3 },
];

export const LIVE_CHAT_ID = '19012345';

export const dynamicData: Rows<'dynamic_data'> = [
  { key: 'permanentDomain', value: 'https://www.gem-play.com' },
  { key: 'LiveChatId', value: LIVE_CHAT_ID },
  /** Group of the LiveChat fallback link of /v1/customer/link. */
  { key: 'LiveChatGroupId', value: '2' },
  {
    key: 'customerService',
    value: JSON.stringify({
      data: [
        { key: 'line', title: 'LINE 官方客服', id: '@gemplay', link: 'https://line.me/R/ti/p/@gemplay', excludeCode: [] },
        { key: 'telegram', title: 'Telegram 客服', id: '@gemplay_support', link: 'https://t.me/gemplay_support', excludeCode: [] },
        { key: 'whatsapp', title: 'WhatsApp 客服', id: '+66 80 000 1234', link: 'https://wa.me/66800001234', excludeCode: ['AG1001'] },
      ],
      backupService: `https://direct.lc.chat/${LIVE_CHAT_ID}/2`,
    }),
  },
];

export const processData: Rows<'process_data'> = [
  { key: 'loginCaptcha', enabled: 0 },
  { key: 'registerCaptcha', enabled: 1 },
  { key: 'smsCaptcha', enabled: 1 },
];

export const proxies: Rows<'proxies'> = [
  { proxy_code: 'A0000', proxy_account: 'admin', domain: null, is_default: 1 },
  { proxy_code: 'AG1001', proxy_account: 'lucky88', domain: 'lucky88-play.com', is_default: 0 },
];

export const appVersions: Rows<'app_versions'> = [
  { app_type: '1', os_type: 'android', version: '2.3.0', url: 'https://download.gem-play.com/android/gem-play-2.3.0.apk', force_update: 0, released_at: '2026-08-01T00:00:00.000Z' },
  { app_type: '1', os_type: 'android', version: '2.4.1', url: 'https://download.gem-play.com/android/gem-play-2.4.1.apk', force_update: 0, released_at: '2026-10-15T00:00:00.000Z' },
  { app_type: '1', os_type: 'ios', version: '2.4.0', url: 'https://apps.apple.com/app/id6400000001', force_update: 0, released_at: '2026-10-10T00:00:00.000Z' },
];

export const customerLinks: Rows<'customer_links'> = [
  // Names carrying the smart-system marker are used as they are; the others get ?username= when logged in.
  { language: 'TW', url: 'https://cs.gem-play.com/chat?lang=zh-TW', name: '智能客服系統', enabled: 1 },
  { language: 'EN', url: 'https://support.gem-play.com/chat?lang=en', name: 'Online Support', enabled: 1 },
  // TH has none: the LiveChat fallback with a group id answers.
];

export const brandLogos: Rows<'brand_logos'> = BRAND_IDS.map((brand) => ({
  brand,
  pc_logo: `/assets/logo/${brand}-pc.svg`,
  h5_logo: `/assets/logo/${brand}-h5.svg`,
}));

const media = (icon: string, path: string, title: string, sub: string) => ({
  icon: `/assets/media/${icon}.svg`,
  path,
  QRCode: `/assets/media/qr-${icon}.svg`,
  media_title: title,
  sub_title: sub,
});

export const settings: Rows<'settings'> = [
  {
    key: 'media',
    value: JSON.stringify({
      officialMedia: [
        media('facebook', 'https://www.facebook.com/gemplay.official', 'Facebook', '追蹤粉絲專頁，活動消息不漏接'),
        media('instagram', 'https://www.instagram.com/gemplay.official', 'Instagram', '精彩賽事與活動照片'),
        media('youtube', 'https://www.youtube.com/@gemplay', 'YouTube', '教學影片與精彩回顧'),
        media('line', 'https://line.me/R/ti/p/@gemplay', 'LINE', '加入官方帳號領取專屬優惠'),
        media('telegram', 'https://t.me/gemplay_channel', 'Telegram', '即時公告頻道'),
      ],
    }),
  },
  { key: 'excludeGameCode', value: JSON.stringify([]) },
];
