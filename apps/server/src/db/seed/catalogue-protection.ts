import { DEPOSIT_LIMIT_ERROR_CODES as D, LIMIT_SETTING_ERROR_CODES as L } from '@site/contract';
import type { CatalogueEntry } from './catalogue-entry';

/**
 * Issue 20, player protection (contract codes/protection.ts names them): 031040-031042 refuse a
 * deposit order past the player's own limit, one code per period so the text says which limit;
 * the reply's data carries { period, limit, deposited, remaining }, which the screens show.
 * 012090-012093 refuse setting, changing or cancelling a limit.
 */
const e = (status: number, code: string, tw: string, en: string, th: string, showType: 0 | 1 | 2 = 1): CatalogueEntry => ({ status, code, showType, tw, en, th });

export const PROTECTION_CATALOGUE: CatalogueEntry[] = [
  e(
    403,
    D.dayLimitReached,
    '此筆儲值將超過您設定的每日儲值上限，請查看今日剩餘可儲值金額，或於「我的 > 負責任博彩設定」調整上限。',
    'This deposit would pass the daily deposit limit you set. See what is left for today, or change the limit in My account > Responsible gambling settings.',
    'การฝากครั้งนี้จะเกินวงเงินฝากรายวันที่คุณตั้งไว้ กรุณาดูยอดที่ยังฝากได้วันนี้ หรือปรับวงเงินที่ บัญชีของฉัน > การตั้งค่าการเล่นอย่างมีความรับผิดชอบ',
    2,
  ),
  e(
    403,
    D.weekLimitReached,
    '此筆儲值將超過您設定的每週儲值上限，請查看本週剩餘可儲值金額，或於「我的 > 負責任博彩設定」調整上限。',
    'This deposit would pass the weekly deposit limit you set. See what is left for this week, or change the limit in My account > Responsible gambling settings.',
    'การฝากครั้งนี้จะเกินวงเงินฝากรายสัปดาห์ที่คุณตั้งไว้ กรุณาดูยอดที่ยังฝากได้สัปดาห์นี้ หรือปรับวงเงินที่ บัญชีของฉัน > การตั้งค่าการเล่นอย่างมีความรับผิดชอบ',
    2,
  ),
  e(
    403,
    D.monthLimitReached,
    '此筆儲值將超過您設定的每月儲值上限，請查看本月剩餘可儲值金額，或於「我的 > 負責任博彩設定」調整上限。',
    'This deposit would pass the monthly deposit limit you set. See what is left for this month, or change the limit in My account > Responsible gambling settings.',
    'การฝากครั้งนี้จะเกินวงเงินฝากรายเดือนที่คุณตั้งไว้ กรุณาดูยอดที่ยังฝากได้เดือนนี้ หรือปรับวงเงินที่ บัญชีของฉัน > การตั้งค่าการเล่นอย่างมีความรับผิดชอบ',
    2,
  ),
  e(
    400,
    L.amountOutOfRange,
    '儲值上限金額需介於 100 至 100,000,000 之間。',
    'A deposit limit must be between 100 and 100,000,000.',
    'วงเงินฝากต้องอยู่ระหว่าง 100 ถึง 100,000,000',
  ),
  e(409, L.noLimitToRemove, '此期間尚未設定儲值上限，無需移除。', 'There is no deposit limit for this period to remove.', 'ยังไม่ได้ตั้งวงเงินฝากสำหรับช่วงเวลานี้ จึงไม่มีอะไรให้ลบ'),
  e(409, L.unchanged, '新的儲值上限與目前相同，未做任何變更。', 'The new deposit limit is the same as the current one: nothing was changed.', 'วงเงินฝากใหม่เท่ากับวงเงินปัจจุบัน จึงไม่มีการเปลี่ยนแปลง'),
  e(409, L.nothingPending, '此儲值上限沒有待生效的變更可取消。', 'This deposit limit has no pending change to cancel.', 'วงเงินฝากนี้ไม่มีการเปลี่ยนแปลงที่รอมีผลให้ยกเลิก'),
];
