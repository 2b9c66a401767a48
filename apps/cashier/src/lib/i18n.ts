import { createContext, useContext } from 'react';

/** The cashier's own tiny i18n: three dictionaries, {{name}} placeholders. */
export type Language = 'TW' | 'EN' | 'TH';

const TW = {
  loading: '載入中…',
  noHost: '請從網站開啟此頁面。',
  unknownPage: '找不到此頁面。',
  title: '轉帳',
  main: '主錢包',
  game: '遊戲錢包',
  wallet: '選擇遊戲錢包',
  direction: '轉帳方向',
  toGame: '轉入遊戲',
  toMain: '轉回主錢包',
  amount: '轉帳金額',
  all: '全部',
  quick: '快速金額',
  ratio: '點數換算 1 : {{ratio}}（{{main}} 主錢包 = {{points}} 點）',
  preview: '將轉入 {{amount}}',
  previewTaken: '（實際扣除 {{amount}}）',
  points: '{{amount}} 點',
  auto: '自動轉帳',
  autoHint: '進入遊戲時自動將主錢包餘額轉入',
  submit: '確認轉帳',
  submitting: '處理中…',
  goGame: '進入遊戲',
  success: '轉帳成功',
  autoOn: '已開啟自動轉帳',
  autoOff: '已關閉自動轉帳',
  'error.required': '請輸入轉帳金額',
  'error.invalid': '請輸入有效的金額',
  'error.positive': '金額必須大於 0',
  'error.decimals': '金額最多兩位小數',
  'error.exceeds': '金額不能超過可用餘額',
  'error.tooSmall': '金額過小，無法換算為遊戲點數',
  'error.insufficient': '餘額不足',
  'error.network': '網路連線異常，請稍後再試',
  'error.generic': '操作失敗，請稍後再試',
  'error.load': '無法載入錢包資料',
  retry: '重試',
};

type Dictionary = typeof TW;
export type TextKey = keyof Dictionary;

const EN: Dictionary = {
  loading: 'Loading…',
  noHost: 'Please open this page from the site.',
  unknownPage: 'Page not found.',
  title: 'Transfer',
  main: 'Main wallet',
  game: 'Game wallet',
  wallet: 'Game wallet',
  direction: 'Direction',
  toGame: 'Into game',
  toMain: 'Back to main',
  amount: 'Amount',
  all: 'All',
  quick: 'Quick amounts',
  ratio: 'Points convert 1 : {{ratio}} ({{main}} main = {{points}} points)',
  preview: 'You will receive {{amount}}',
  previewTaken: '({{amount}} taken)',
  points: '{{amount}} pts',
  auto: 'Auto transfer',
  autoHint: 'Move the main balance in when a game opens',
  submit: 'Transfer',
  submitting: 'Processing…',
  goGame: 'Enter game',
  success: 'Transfer complete',
  autoOn: 'Auto transfer on',
  autoOff: 'Auto transfer off',
  'error.required': 'Enter an amount',
  'error.invalid': 'Enter a valid amount',
  'error.positive': 'The amount must be above 0',
  'error.decimals': 'At most 2 decimal places',
  'error.exceeds': 'The amount is more than the available balance',
  'error.tooSmall': 'The amount is too small to convert into points',
  'error.insufficient': 'Insufficient balance',
  'error.network': 'Network problem, please try again later',
  'error.generic': 'Something went wrong, please try again later',
  'error.load': 'The wallet could not be loaded',
  retry: 'Retry',
};

const TH: Dictionary = {
  loading: 'กำลังโหลด…',
  noHost: 'กรุณาเปิดหน้านี้จากเว็บไซต์',
  unknownPage: 'ไม่พบหน้านี้',
  title: 'โอนเงิน',
  main: 'กระเป๋าหลัก',
  game: 'กระเป๋าเกม',
  wallet: 'เลือกกระเป๋าเกม',
  direction: 'ทิศทางการโอน',
  toGame: 'โอนเข้าเกม',
  toMain: 'โอนกลับกระเป๋าหลัก',
  amount: 'จำนวนเงิน',
  all: 'ทั้งหมด',
  quick: 'จำนวนด่วน',
  ratio: 'อัตราแปลงแต้ม 1 : {{ratio}} ({{main}} กระเป๋าหลัก = {{points}} แต้ม)',
  preview: 'จะได้รับ {{amount}}',
  previewTaken: '(หักจริง {{amount}})',
  points: '{{amount}} แต้ม',
  auto: 'โอนอัตโนมัติ',
  autoHint: 'โอนยอดกระเป๋าหลักเข้าเกมเมื่อเปิดเกม',
  submit: 'ยืนยันการโอน',
  submitting: 'กำลังดำเนินการ…',
  goGame: 'เข้าเกม',
  success: 'โอนเงินสำเร็จ',
  autoOn: 'เปิดการโอนอัตโนมัติแล้ว',
  autoOff: 'ปิดการโอนอัตโนมัติแล้ว',
  'error.required': 'กรุณากรอกจำนวนเงิน',
  'error.invalid': 'กรุณากรอกจำนวนเงินที่ถูกต้อง',
  'error.positive': 'จำนวนเงินต้องมากกว่า 0',
  'error.decimals': 'ทศนิยมได้สูงสุด 2 ตำแหน่ง',
  'error.exceeds': 'จำนวนเงินเกินยอดคงเหลือ',
  'error.tooSmall': 'จำนวนเงินน้อยเกินไปที่จะแปลงเป็นแต้ม',
  'error.insufficient': 'ยอดเงินไม่พอ',
  'error.network': 'การเชื่อมต่อมีปัญหา กรุณาลองใหม่ภายหลัง',
  'error.generic': 'ดำเนินการไม่สำเร็จ กรุณาลองใหม่ภายหลัง',
  'error.load': 'โหลดข้อมูลกระเป๋าเงินไม่สำเร็จ',
  retry: 'ลองใหม่',
};

export const DICTIONARIES: Record<Language, Dictionary> = { TW, EN, TH };
export const HTML_LANG: Record<Language, string> = { TW: 'zh-TW', EN: 'en', TH: 'th' };

export type Translate = (key: TextKey, vars?: Record<string, string | number>) => string;

export function translator(language: Language): Translate {
  const dict = DICTIONARIES[language] ?? TW;
  return (key, vars) => dict[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars?.[name] ?? ''));
}

export const I18nContext = createContext<Translate>(translator('TW'));

export function useT(): Translate {
  return useContext(I18nContext);
}
