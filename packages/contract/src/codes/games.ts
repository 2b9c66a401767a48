import { codesOf, declareErrors } from './declare';

// Their texts (the server's catalogue before issue 35): Codes of the games (020xxx) and wallet (030xxx) areas.
// zh-TW texts given by SPEC 4/8 are used word for word: 遊戲預計維護時間, 正在處理中，請勿重複點擊, 投注失敗, 當前必須啓用一個錢包幣種 and 回收失敗.

/** The games area's codes (020xxx; each declared here with its status and texts). */
export const GAME_ERRORS = /* @__PURE__ */ declareErrors({
  notFound: {
    code: '020001', status: 404,
    tw: '遊戲不存在或已下架',
    en: 'The game does not exist or is no longer available',
    th: 'ไม่พบเกมหรือเกมถูกนำออกแล้ว',
  },
  /** The game is under maintenance; data { gameCode, startTime, endTime }. */
  maintenance: {
    code: '020002', status: 400, showType: 2,
    tw: '遊戲預計維護時間',
    en: 'The game is under maintenance; expected maintenance time',
    th: 'เกมอยู่ระหว่างปรับปรุง เวลาปรับปรุงโดยประมาณ',
  },
  /** 429: favourites, collect-all and recycle are throttled; data { retryAfterMs }. */
  throttled: {
    code: '020003', status: 429,
    tw: '正在處理中，請勿重複點擊',
    en: 'Processing, please do not click repeatedly',
    th: 'กำลังดำเนินการ กรุณาอย่ากดซ้ำ',
  },
  recordRange: {
    code: '020004', status: 400,
    tw: '僅可查詢最近90天的紀錄',
    en: 'Records can be viewed for the last 90 days only',
    th: 'ดูรายการได้เฉพาะ 90 วันล่าสุดเท่านั้น',
  },
  betFailed: {
    code: '020005', status: 400,
    tw: '投注失敗',
    en: 'The bet failed',
    th: 'การวางเดิมพันล้มเหลว',
  },
  launchInvalid: {
    code: '020006', status: 400,
    tw: '遊戲連結無效或已失效，請重新進入遊戲',
    en: 'The game link is invalid or has expired, please open the game again',
    th: 'ลิงก์เข้าเกมไม่ถูกต้องหรือหมดอายุ กรุณาเข้าเกมใหม่',
  },
  sessionEnded: {
    code: '020007', status: 400,
    tw: '遊戲連線已逾時，請重新進入遊戲',
    en: 'The game session has ended, please open the game again',
    th: 'เซสชันเกมหมดอายุ กรุณาเข้าเกมใหม่',
  },
  subGameNotFound: {
    code: '020008', status: 404,
    tw: '子遊戲不存在或已下架',
    en: 'The sub-game does not exist or is no longer available',
    th: 'ไม่พบเกมย่อยหรือเกมย่อยถูกนำออกแล้ว',
  },
});
export const GAME_ERROR_CODES = /* @__PURE__ */ codesOf(GAME_ERRORS);
