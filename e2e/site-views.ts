import { ACCOUNT_DIALOGS, type AccountDialogName } from '../apps/web/src/features/account/dialogs';

/**
 * What a player opens on a page besides the page itself, for the page matrix
 * (e2e/tests/matrix.spec.ts): dialogs opened by a button, a link or the address, and page states
 * behind a query (the cashier's deposit methods, the VIP tabs). Each starts on a declared page
 * (e2e/site-pages.ts, from apps/web's declarations) and the matrix fails when that page is no longer
 * declared. Buttons marked `aria-haspopup="dialog"` need no entry: the matrix presses them itself.
 * Names are the zh-TW ones (SPEC's words): a view is opened in zh-TW, then switched to en and th in place.
 */

/**
 * Who opens it: a visitor, or a seeded player: demo01 (ID verified, no phone, a letter from customer service)
 * or phone01 (phone bound, VIP1 with coupons and activity rewards; the matrix gives it a withdrawal password and
 * an approved bank card, a deposit of 2,000 and a claimed reward, so the cashier and the passbook have forms and
 * records to show), or vip999 (the invited VIP level 特邀VIP, ID not verified); or `agent`, the agent backend's
 * agent (issue 21: e2e/agent.ts CHECK_AGENT, created by the operator command), for the /agent screens.
 */
export type Who = 'visitor' | 'demo01' | 'phone01' | 'vip999' | 'agent';

export interface Press {
  role: 'button' | 'link' | 'tab';
  name: string | RegExp;
  /** Where the control is: the header (banner), the page's main area, or the dialog open last. */
  within: 'banner' | 'main' | 'dialog';
}

export interface SiteView {
  /** Names the visit in the test's title. */
  label: string;
  /** The declared page it starts on (a path of e2e/site-pages.ts). */
  page: string;
  /** The address opened, when it is not the page's own (a query added). */
  path?: string;
  as: Who;
  /** Pressed in order, in zh-TW, once the page has loaded. */
  press?: readonly Press[];
  /** The view is a dialog (its zh-TW name, or true for one named by its data): only the dialog is checked, the page under it is a visit of its own. */
  dialog?: string | RegExp | true;
  /** Local storage entries removed before each load (state that shows the dialog only once). */
  forget?: RegExp;
  /** axe checks the view too (a page visit always is). */
  axe?: boolean;
}

const banner = (name: string | RegExp): Press => ({ role: 'button', name, within: 'banner' });
const inMain = (name: string | RegExp, role: Press['role'] = 'button'): Press => ({ role, name, within: 'main' });

/**
 * Who opens each `/mine/account?openDialog=` dialog: it opens only where it applies (phone01 has a phone to
 * change and a withdrawal password to reset; demo01 a phone and a withdrawal password still to set; vip999
 * an ID still to verify).
 */
const ACCOUNT_DIALOG_PLAYER: Readonly<Record<AccountDialogName, Who>> = {
  popupAvatar: 'phone01',
  popupNickname: 'phone01',
  popupGender: 'phone01',
  popupBirthday: 'phone01',
  popupLanguage: 'phone01',
  popupAppearance: 'phone01',
  popupIdCard: 'vip999',
  popupMobileBind: 'demo01',
  popupMobileChange: 'phone01',
  popupLoginPwd: 'phone01',
  popupWithDrawPwdBind: 'demo01',
  popupWithDrawPwdReset: 'phone01',
  popupWithdrawProtect: 'phone01',
  popupSmsVerify: 'phone01',
};

/** My account's dialogs that axe checks as well (the accessibility pass's set; the others are the same dialog frame with other fields). */
const AXE_DIALOGS = new Set<AccountDialogName>(['popupNickname', 'popupIdCard', 'popupMobileChange', 'popupLoginPwd', 'popupWithDrawPwdBind']);

export const SITE_VIEWS: readonly SiteView[] = [
  // The daily login advert (SPEC 4) comes by itself on home, once a day: forgotten before each load.
  { label: 'login advert', page: '/', as: 'visitor', dialog: '活動公告', forget: /^loginAdvert:/ },
  { label: 'login advert', page: '/', as: 'demo01', dialog: '活動公告', forget: /^loginAdvert:/ },
  { label: 'login', page: '/activity/list', as: 'visitor', press: [banner('登入')], dialog: '會員登入' },
  // A visitor's finance page asks to log in first (SPEC 5): the login popup opens once the gates have run.
  { label: 'login first', page: '/finance/wallet', as: 'visitor', dialog: '會員登入', axe: true },
  { label: 'register', page: '/activity/list', as: 'visitor', press: [banner('註冊')], dialog: '會員註冊' },
  { label: 'forgot password', page: '/activity/list', as: 'visitor', press: [banner('登入'), { role: 'button', name: '忘記密碼？', within: 'dialog' }], dialog: '忘記密碼' },
  // The inbox: phone01's notices of its deposit and reward, a letter opened, a new letter and feedback.
  { label: 'notices of a deposit and a reward', page: '/mine/notification/trade', as: 'phone01' },
  { label: 'notices of a deposit and a reward', page: '/mine/notification/system', as: 'phone01' },
  { label: 'a letter', page: '/mine/notification/mail', as: 'demo01', press: [inMain(/客服來信/)] },
  { label: 'new letter', page: '/mine/notification/mail', as: 'demo01', press: [inMain('寫信')], dialog: '寫信給客服' },
  { label: 'feedback', page: '/mine/notification/mail', as: 'demo01', press: [inMain('意見反饋')], dialog: '意見反饋' },
  // VIP: the tabs, and a points coupon's detail.
  { label: 'levels tab', page: '/mine/vip', path: '/mine/vip?tab=guide', as: 'phone01', axe: true },
  { label: 'the invited level', page: '/mine/vip', as: 'vip999' },
  { label: 'coupons tab', page: '/mine/vip', path: '/mine/vip?tab=coupons', as: 'phone01', axe: true },
  { label: 'coupon detail', page: '/mine/vip', path: '/mine/vip?tab=coupons', as: 'phone01', press: [inMain(/^查看詳情：/)], dialog: true },
  // The cashier's other pages and methods, inside the frame.
  { label: 'USDT deposit', page: '/finance/recharge', path: '/finance/recharge?type=usdt', as: 'phone01' },
  { label: 'store deposit', page: '/finance/recharge', path: '/finance/recharge?type=store', as: 'phone01' },
  { label: 'USDT withdrawal', page: '/finance/withdraw', path: '/finance/withdraw?type=usdt', as: 'phone01' },
  { label: 'transactions tab', page: '/finance/passbook', path: '/finance/passbook?tab=transaction', as: 'phone01' },
  // A player without a phone: the deposit's first-deposit checklist (issue 34), the withdrawal's gate instead of its form.
  { label: 'the first deposit checklist', page: '/finance/recharge', as: 'demo01', axe: true },
  { label: 'the gate', page: '/finance/withdraw', as: 'demo01', axe: true },
  { label: 'activity rewards', page: '/activity/list', as: 'phone01', axe: true },
  // Every dialog of My account, by its address (ACCOUNT_DIALOGS: a new one is swept at once).
  ...(Object.keys(ACCOUNT_DIALOGS) as AccountDialogName[]).map(
    (name): SiteView => ({ label: name, page: '/mine/account', path: `/mine/account?openDialog=${name}`, as: ACCOUNT_DIALOG_PLAYER[name], dialog: true, axe: AXE_DIALOGS.has(name) }),
  ),
];
