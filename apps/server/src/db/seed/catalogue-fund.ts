import type { CatalogueEntry } from './catalogue-entry';
import { FUND_ERROR_CODES } from '@site/contract';

/**
 * Codes of the cashier (031xxx). zh-TW texts given by SPEC 5/8 are used word
 * for word: 很抱歉，您暫時無法繼續儲值, 很抱歉，您暫時無法繼續託售, the pending
 * bank-card text, 需先綁定您的手機號碼 and the file-format text; 031009 too,
 * but with the Taiwan 為 where SPEC writes the Mainland form (issue 34).
 * {0} in 031017 is data.minutes.
 */
const e = (status: number, code: string, tw: string, en: string, th: string, showType: 0 | 1 | 2 = 1): CatalogueEntry => ({ status, code, showType, tw, en, th });

export const FUND_CATALOGUE: CatalogueEntry[] = [
  e(403, FUND_ERROR_CODES.rechargeLimited, '很抱歉，您暫時無法繼續儲值', 'Sorry, you cannot make deposits for now', 'ขออภัย คุณไม่สามารถฝากเงินได้ในขณะนี้', 2),
  e(403, FUND_ERROR_CODES.withdrawBlocked, '很抱歉，您暫時無法繼續託售', 'Sorry, you cannot make withdrawals for now', 'ขออภัย คุณไม่สามารถถอนเงินได้ในขณะนี้', 2),
  e(
    409,
    FUND_ERROR_CODES.bankCardPending,
    '您有審核中的綁定銀行卡申請，請耐心等待審核結果。如有疑問，請聯繫客服。',
    'Your bank card application is under review; please wait for the result. Contact customer service if you have questions.',
    'คำขอผูกบัญชีธนาคารของคุณอยู่ระหว่างการตรวจสอบ กรุณารอผล หากมีข้อสงสัยกรุณาติดต่อฝ่ายบริการลูกค้า',
    2,
  ),
  e(
    400,
    FUND_ERROR_CODES.bindingRequired,
    '首次儲值或託售前，請先綁定銀行卡或錢包地址',
    'Bind a bank card or a wallet address before your first deposit or withdrawal',
    'กรุณาผูกบัญชีธนาคารหรือที่อยู่กระเป๋าเงินก่อนฝากหรือถอนครั้งแรก',
    2,
  ),
  e(400, FUND_ERROR_CODES.belowMinimum, '託售金額不可低於最低託售金額', 'The amount is below the minimum withdrawal', 'จำนวนเงินต่ำกว่ายอดถอนขั้นต่ำ'),
  e(400, FUND_ERROR_CODES.turnoverNotMet, '有效投注流水未達標，暫時無法託售', 'The valid turnover required before withdrawing is not met yet', 'ยอดเทิร์นโอเวอร์ที่ต้องทำก่อนถอนเงินยังไม่ครบ', 2),
  e(400, FUND_ERROR_CODES.dailyLimit, '已達今日託售次數或金額上限', "Today's withdrawal count or amount limit has been reached", 'ถึงขีดจำกัดจำนวนครั้งหรือยอดถอนของวันนี้แล้ว'),
  e(400, FUND_ERROR_CODES.withdrawPasswordWrong, '託售密碼錯誤', 'The withdrawal password is wrong', 'รหัสผ่านการถอนเงินไม่ถูกต้อง'),
  e(
    400,
    FUND_ERROR_CODES.withdrawPasswordMissing,
    '為了保障您的帳號安全，請先綁定託售密碼',
    'For the safety of your account, please set a withdrawal password first',
    'เพื่อความปลอดภัยของบัญชี กรุณาตั้งรหัสผ่านการถอนเงินก่อน',
    2,
  ),
  e(400, FUND_ERROR_CODES.phoneRequired, '需先綁定您的手機號碼', 'Please bind your mobile number first', 'กรุณาผูกหมายเลขโทรศัพท์มือถือก่อน', 2),
  e(400, FUND_ERROR_CODES.uploadFormat, '文件格式錯誤，僅支持 jpeg、jpg、png、gif 格式', 'Wrong file format: only jpeg, jpg, png and gif are accepted', 'รูปแบบไฟล์ไม่ถูกต้อง รองรับเฉพาะ jpeg, jpg, png และ gif'),
  e(413, FUND_ERROR_CODES.uploadTooLarge, '文件大小不可超過 10MB', 'The file may not be larger than 10 MB', 'ไฟล์ต้องมีขนาดไม่เกิน 10MB'),
  e(400, FUND_ERROR_CODES.amountOutOfRange, '金額不在此通道的限額範圍內', "The amount is outside this channel's limits", 'จำนวนเงินไม่อยู่ในวงเงินของช่องทางนี้'),
  e(403, FUND_ERROR_CODES.channelVipLevel, '您的VIP等級尚未開放此儲值通道', 'Your VIP level does not open this deposit channel yet', 'ระดับ VIP ของคุณยังใช้ช่องทางฝากเงินนี้ไม่ได้'),
  e(409, FUND_ERROR_CODES.orderNotChangeable, '訂單目前的狀態無法進行此操作', 'The order cannot be changed in its current status', 'ไม่สามารถดำเนินการกับคำสั่งในสถานะปัจจุบันได้'),
  e(404, FUND_ERROR_CODES.orderNotFound, '訂單不存在', 'The order does not exist', 'ไม่พบคำสั่งนี้'),
  e(403, FUND_ERROR_CODES.suspended, '系統已暫停您的此項操作，請於{0}分鐘後再試', 'The system has paused this for you; please try again in {0} minutes', 'ระบบระงับการทำรายการนี้ชั่วคราว กรุณาลองใหม่ในอีก {0} นาที', 2),
  e(400, FUND_ERROR_CODES.bindingCapReached, '綁定數量已達上限', 'You have reached the maximum number of bindings', 'จำนวนการผูกถึงขีดจำกัดแล้ว'),
  e(409, FUND_ERROR_CODES.txHashUsed, '此交易哈希已被使用', 'This transaction hash has already been used', 'แฮชธุรกรรมนี้ถูกใช้ไปแล้ว'),
  e(409, FUND_ERROR_CODES.alreadyBound, '此銀行卡或錢包地址已綁定', 'This bank card or wallet address is already bound', 'บัญชีธนาคารหรือที่อยู่กระเป๋าเงินนี้ถูกผูกไว้แล้ว'),
  e(400, FUND_ERROR_CODES.uploadInvalid, '上傳的文件無效，請重新上傳', 'The uploaded file is not valid, please upload it again', 'ไฟล์ที่อัปโหลดไม่ถูกต้อง กรุณาอัปโหลดใหม่'),
  e(400, FUND_ERROR_CODES.channelUnavailable, '此儲值通道暫不可用', 'This deposit channel is not available', 'ช่องทางฝากเงินนี้ไม่พร้อมใช้งาน'),
  // Issue 17: the withdrawal password, new destinations, frontend type 2 (031030-031039).
  e(
    403,
    FUND_ERROR_CODES.withdrawLocked,
    '託售密碼錯誤次數過多，託售功能已暫時鎖定，請稍後再試',
    'Too many wrong withdrawal passwords: withdrawals are locked for now, please try again later',
    'ใส่รหัสผ่านการถอนเงินผิดหลายครั้งเกินไป การถอนเงินถูกระงับชั่วคราว กรุณาลองใหม่ภายหลัง',
    2,
  ),
  e(403, FUND_ERROR_CODES.destinationOnHold, '新綁定的銀行卡或錢包地址需等待 24 小時後方可託售', 'A newly bound bank card or wallet address can receive withdrawals only after 24 hours', 'บัญชีธนาคารหรือที่อยู่กระเป๋าเงินที่ผูกใหม่ใช้ถอนเงินได้หลังจาก 24 ชั่วโมง', 2),
  e(403, FUND_ERROR_CODES.agentAccountFunds, '代理帳號無法使用儲值與託售功能', 'Agent accounts cannot deposit or withdraw', 'บัญชีตัวแทนไม่สามารถฝากหรือถอนเงินได้', 2),
  e(400, FUND_ERROR_CODES.bindingProofRequired, '請輸入託售密碼或手機驗證碼', 'Enter your withdrawal password or the SMS code sent to your phone', 'กรุณากรอกรหัสผ่านการถอนเงินหรือรหัสยืนยันทาง SMS'),
];
