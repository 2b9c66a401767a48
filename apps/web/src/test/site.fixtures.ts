import type { ResponseOf } from '@site/contract/endpoint';
import type { configApi } from '@site/contract/api/config'; // types only: no bundle cost
import type { gameApi } from '@site/contract/api/game';

const channel = (code: string, name: string) => ({ code, name });
const detail = (channels: { code: string; name: string }[]) => ({ subGamePropertyList: [], gameChannelList: channels, subGameTypeList: [] });

export const gameTypes: ResponseOf<typeof gameApi.type> = [
  { type: 1, name: '體育', sort: 1, subGameCategoryDetail: detail([channel('SB', 'Super Sports')]) },
  { type: 2, name: '真人', sort: 2, subGameCategoryDetail: detail([channel('DG', 'Dream Gaming'), channel('EVO', 'Evolution')]) },
  { type: 3, name: '電競', sort: 3, subGameCategoryDetail: detail([channel('IA', 'IA E-sports')]) },
  { type: 4, name: '彩票', sort: 4, subGameCategoryDetail: detail([channel('VR', 'VR Lottery')]) },
  { type: 5, name: '棋牌', sort: 5, subGameCategoryDetail: detail([channel('DB', 'DB Cards')]) },
  { type: 6, name: '電子', sort: 6, subGameCategoryDetail: detail([channel('KT', 'KA Slots'), channel('JDB', 'JDB')]) },
  { type: 7, name: '捕魚', sort: 7, subGameCategoryDetail: detail([channel('DBF', 'DB Fishing')]) },
];

export const logo: ResponseOf<typeof configApi.logo> = { pcLogo: '/assets/logo/jade-pc.svg', h5Logo: '/assets/logo/jade-h5.svg' };

export const languages: ResponseOf<typeof configApi.language> = [
  { code: 'TW', name: '繁體中文', isDefault: true },
  { code: 'EN', name: 'English', isDefault: false },
  { code: 'TH', name: 'ไทย', isDefault: false },
];

export const mediaSetting: ResponseOf<typeof configApi.media> = [
  {
    key: 'media',
    value: JSON.stringify({
      officialMedia: [
        { icon: '/assets/media/facebook.svg', path: 'https://www.facebook.com/example', QRCode: '/assets/media/qr-facebook.svg', media_title: 'Facebook', sub_title: 'Fans page' },
        { icon: '/assets/media/line.svg', path: 'https://line.me/R/ti/p/@example', QRCode: '/assets/media/qr-line.svg', media_title: 'LINE', sub_title: 'Official account' },
      ],
    }),
  },
];

export const customerService: ResponseOf<typeof configApi.dynamicData> = [
  {
    key: 'customerService',
    value: JSON.stringify({
      data: [
        { key: 'line', title: 'LINE 官方客服', id: '@example', link: 'https://line.me/R/ti/p/@example', excludeCode: [] },
        { key: 'whatsapp', title: 'WhatsApp 客服', id: '+66 80 000 1234', link: 'https://wa.me/66800001234', excludeCode: ['AG1001'] },
      ],
      backupService: 'https://direct.lc.chat/1/2',
    }),
  },
];

export const errorCatalogue = (version = '3') => ({
  version,
  errorCodes: [
    { errorCode: '001005', httpStatus: 401, description: '登入已逾時，請重新登入', defaultDesc: 'Session expired', showType: 2 as const },
    { errorCode: '001002', httpStatus: 403, description: '帳號已在其他裝置登入', defaultDesc: 'Logged in elsewhere', showType: 2 as const },
    { errorCode: '012001', httpStatus: 400, description: '帳號或密碼錯誤', defaultDesc: 'Wrong username or password', showType: 1 as const },
    { errorCode: '012002', httpStatus: 400, description: '帳號已被鎖定', defaultDesc: 'Account locked', showType: 2 as const },
    { errorCode: '012003', httpStatus: 400, description: '靜默錯誤', defaultDesc: 'Silent', showType: 0 as const },
  ],
});
