import type { CatalogueEntry } from './catalogue-entry';
import { GAME_ERROR_CODES, WALLET_ERROR_CODES } from '@site/contract';

/**
 * Codes of the games (020xxx) and wallet (030xxx) areas. zh-TW texts given by
 * SPEC 4/8 are used word for word: 遊戲預計維護時間, 正在處理中，請勿重複點擊,
 * 投注失敗, 當前必須啓用一個錢包幣種 and 回收失敗.
 */
const e = (status: number, code: string, tw: string, en: string, th: string, showType: 0 | 1 | 2 = 1): CatalogueEntry => ({ status, code, showType, tw, en, th });

export const GAMES_CATALOGUE: CatalogueEntry[] = [
  e(404, GAME_ERROR_CODES.notFound, '遊戲不存在或已下架', 'The game does not exist or is no longer available', 'ไม่พบเกมหรือเกมถูกนำออกแล้ว'),
  e(400, GAME_ERROR_CODES.maintenance, '遊戲預計維護時間', 'The game is under maintenance; expected maintenance time', 'เกมอยู่ระหว่างปรับปรุง เวลาปรับปรุงโดยประมาณ', 2),
  e(429, GAME_ERROR_CODES.throttled, '正在處理中，請勿重複點擊', 'Processing, please do not click repeatedly', 'กำลังดำเนินการ กรุณาอย่ากดซ้ำ'),
  e(400, GAME_ERROR_CODES.recordRange, '僅可查詢最近90天的紀錄', 'Records can be viewed for the last 90 days only', 'ดูรายการได้เฉพาะ 90 วันล่าสุดเท่านั้น'),
  e(400, GAME_ERROR_CODES.betFailed, '投注失敗', 'The bet failed', 'การวางเดิมพันล้มเหลว'),
  e(
    400,
    GAME_ERROR_CODES.launchInvalid,
    '遊戲連結無效或已失效，請重新進入遊戲',
    'The game link is invalid or has expired, please open the game again',
    'ลิงก์เข้าเกมไม่ถูกต้องหรือหมดอายุ กรุณาเข้าเกมใหม่',
  ),
  e(400, GAME_ERROR_CODES.sessionEnded, '遊戲連線已逾時，請重新進入遊戲', 'The game session has ended, please open the game again', 'เซสชันเกมหมดอายุ กรุณาเข้าเกมใหม่'),
  e(404, GAME_ERROR_CODES.subGameNotFound, '子遊戲不存在或已下架', 'The sub-game does not exist or is no longer available', 'ไม่พบเกมย่อยหรือเกมย่อยถูกนำออกแล้ว'),
];

export const WALLET_CATALOGUE: CatalogueEntry[] = [
  e(400, WALLET_ERROR_CODES.insufficient, '餘額不足', 'Insufficient balance', 'ยอดเงินไม่เพียงพอ'),
  e(
    409,
    WALLET_ERROR_CODES.keyReused,
    '此請求識別碼已用於其他內容，請重新操作',
    'This Idempotency-Key was already used for a different request, please try again',
    'Idempotency-Key นี้ถูกใช้กับคำขออื่นแล้ว กรุณาลองใหม่',
  ),
  e(400, WALLET_ERROR_CODES.oneCurrencyRequired, '當前必須啓用一個錢包幣種', 'At least one wallet currency must stay enabled', 'ต้องเปิดใช้งานสกุลเงินในกระเป๋าอย่างน้อยหนึ่งสกุล'),
  e(400, WALLET_ERROR_CODES.currentCurrencyRequired, '使用中的錢包幣種無法移除', 'The currency in use cannot be removed', 'ไม่สามารถลบสกุลเงินที่กำลังใช้งานอยู่ได้'),
  e(400, WALLET_ERROR_CODES.currencyUnsupported, '不支援的幣種', 'This currency is not supported', 'ไม่รองรับสกุลเงินนี้'),
  e(400, WALLET_ERROR_CODES.walletInvalid, '轉帳錢包無效', 'The transfer wallets are not valid', 'กระเป๋าเงินสำหรับการโอนไม่ถูกต้อง'),
  e(400, WALLET_ERROR_CODES.tooSmallToConvert, '轉入金額過小，無法兌換遊戲點數', 'The amount is too small to convert into game points', 'จำนวนเงินน้อยเกินไปที่จะแลกเป็นแต้มเกม'),
  e(500, WALLET_ERROR_CODES.recycleFailed, '回收失敗', 'Recycling the game balances failed', 'เรียกคืนยอดเงินจากเกมล้มเหลว'),
];
