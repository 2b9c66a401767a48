import { codesOf, declareErrors } from './declare';

// Their texts (the server's catalogue before issue 35): Codes of the games (020xxx) and wallet (030xxx) areas.
// zh-TW texts given by SPEC 4/8 are used word for word: 遊戲預計維護時間, 正在處理中，請勿重複點擊, 投注失敗, 當前必須啓用一個錢包幣種 and 回收失敗.

/** The wallets' codes (030xxx; each declared here with its status and texts). */
export const WALLET_ERRORS = /* @__PURE__ */ declareErrors({
  /** data { wallet, balance, needed } or null. */
  insufficient: {
    code: '030001', status: 400,
    tw: '餘額不足',
    en: 'Insufficient balance',
    th: 'ยอดเงินไม่เพียงพอ',
  },
  keyReused: {
    code: '030002', status: 409,
    tw: '此請求識別碼已用於其他內容，請重新操作',
    en: 'This Idempotency-Key was already used for a different request, please try again',
    th: 'Idempotency-Key นี้ถูกใช้กับคำขออื่นแล้ว กรุณาลองใหม่',
  },
  oneCurrencyRequired: {
    code: '030003', status: 400,
    tw: '當前必須啓用一個錢包幣種',
    en: 'At least one wallet currency must stay enabled',
    th: 'ต้องเปิดใช้งานสกุลเงินในกระเป๋าอย่างน้อยหนึ่งสกุล',
  },
  currentCurrencyRequired: {
    code: '030004', status: 400,
    tw: '使用中的錢包幣種無法移除',
    en: 'The currency in use cannot be removed',
    th: 'ไม่สามารถลบสกุลเงินที่กำลังใช้งานอยู่ได้',
  },
  currencyUnsupported: {
    code: '030005', status: 400,
    tw: '不支援的幣種',
    en: 'This currency is not supported',
    th: 'ไม่รองรับสกุลเงินนี้',
  },
  walletInvalid: {
    code: '030006', status: 400,
    tw: '轉帳錢包無效',
    en: 'The transfer wallets are not valid',
    th: 'กระเป๋าเงินสำหรับการโอนไม่ถูกต้อง',
  },
  tooSmallToConvert: {
    code: '030007', status: 400,
    tw: '轉入金額過小，無法兌換遊戲點數',
    en: 'The amount is too small to convert into game points',
    th: 'จำนวนเงินน้อยเกินไปที่จะแลกเป็นแต้มเกม',
  },
  recycleFailed: {
    code: '030008', status: 500,
    tw: '回收失敗',
    en: 'Recycling the game balances failed',
    th: 'เรียกคืนยอดเงินจากเกมล้มเหลว',
  },
});
export const WALLET_ERROR_CODES = /* @__PURE__ */ codesOf(WALLET_ERRORS);
