import { codesOf, declareErrors } from './declare';

// Their texts (the server's catalogue before issue 35): Codes of the cashier (031xxx). zh-TW texts given by
// SPEC 5/8 are used word for word: 很抱歉，您暫時無法繼續儲值, 很抱歉，您暫時無法繼續託售, the pending bank-card text, 需先綁定您的手機號碼 and the
// file-format text; 031009 too, but with the Taiwan 為 where SPEC writes the Mainland form (issue 34). {0} in
// 031017 is data.minutes.

/** The cashier's codes (031xxx; each declared here with its status and texts). */
export const FUND_ERRORS = /* @__PURE__ */ declareErrors({
  /** 403: deposits paused or stopped; data { limitLevel, minutes }. */
  rechargeLimited: {
    code: '031001', status: 403, showType: 2,
    tw: '很抱歉，您暫時無法繼續儲值',
    en: 'Sorry, you cannot make deposits for now',
    th: 'ขออภัย คุณไม่สามารถฝากเงินได้ในขณะนี้',
  },
  /** 403: data { isWithdrawOpen, isWithdrawLock }. */
  withdrawBlocked: {
    code: '031002', status: 403, showType: 2,
    tw: '很抱歉，您暫時無法繼續託售',
    en: 'Sorry, you cannot make withdrawals for now',
    th: 'ขออภัย คุณไม่สามารถถอนเงินได้ในขณะนี้',
  },
  bankCardPending: {
    code: '031003', status: 409, showType: 2,
    tw: '您有審核中的綁定銀行卡申請，請耐心等待審核結果。如有疑問，請聯繫客服。',
    en: 'Your bank card application is under review; please wait for the result. Contact customer service if you have questions.',
    th: 'คำขอผูกบัญชีธนาคารของคุณอยู่ระหว่างการตรวจสอบ กรุณารอผล หากมีข้อสงสัยกรุณาติดต่อฝ่ายบริการลูกค้า',
  },
  bindingRequired: {
    code: '031004', status: 400, showType: 2,
    tw: '首次儲值或託售前，請先綁定銀行卡或錢包地址',
    en: 'Bind a bank card or a wallet address before your first deposit or withdrawal',
    th: 'กรุณาผูกบัญชีธนาคารหรือที่อยู่กระเป๋าเงินก่อนฝากหรือถอนครั้งแรก',
  },
  belowMinimum: {
    code: '031005', status: 400,
    tw: '託售金額不可低於最低託售金額',
    en: 'The amount is below the minimum withdrawal',
    th: 'จำนวนเงินต่ำกว่ายอดถอนขั้นต่ำ',
  },
  /** data { remaining, requirements } (issue 17). */
  turnoverNotMet: {
    code: '031006', status: 400, showType: 2,
    tw: '有效投注流水未達標，暫時無法託售',
    en: 'The valid turnover required before withdrawing is not met yet',
    th: 'ยอดเทิร์นโอเวอร์ที่ต้องทำก่อนถอนเงินยังไม่ครบ',
  },
  dailyLimit: {
    code: '031007', status: 400,
    tw: '已達今日託售次數或金額上限',
    en: 'Today\'s withdrawal count or amount limit has been reached',
    th: 'ถึงขีดจำกัดจำนวนครั้งหรือยอดถอนของวันนี้แล้ว',
  },
  /** data { attemptsLeft, lockedUntil } (issue 17). */
  withdrawPasswordWrong: {
    code: '031008', status: 400,
    tw: '託售密碼錯誤',
    en: 'The withdrawal password is wrong',
    th: 'รหัสผ่านการถอนเงินไม่ถูกต้อง',
  },
  withdrawPasswordMissing: {
    code: '031009', status: 400, showType: 2,
    tw: '為了保障您的帳號安全，請先綁定託售密碼',
    en: 'For the safety of your account, please set a withdrawal password first',
    th: 'เพื่อความปลอดภัยของบัญชี กรุณาตั้งรหัสผ่านการถอนเงินก่อน',
  },
  phoneRequired: {
    code: '031010', status: 400, showType: 2,
    tw: '需先綁定您的手機號碼',
    en: 'Please bind your mobile number first',
    th: 'กรุณาผูกหมายเลขโทรศัพท์มือถือก่อน',
  },
  uploadFormat: {
    code: '031011', status: 400,
    tw: '文件格式錯誤，僅支持 jpeg、jpg、png、gif 格式',
    en: 'Wrong file format: only jpeg, jpg, png and gif are accepted',
    th: 'รูปแบบไฟล์ไม่ถูกต้อง รองรับเฉพาะ jpeg, jpg, png และ gif',
  },
  uploadTooLarge: {
    code: '031012', status: 413,
    tw: '文件大小不可超過 10MB',
    en: 'The file may not be larger than 10 MB',
    th: 'ไฟล์ต้องมีขนาดไม่เกิน 10MB',
  },
  amountOutOfRange: {
    code: '031013', status: 400,
    tw: '金額不在此通道的限額範圍內',
    en: 'The amount is outside this channel\'s limits',
    th: 'จำนวนเงินไม่อยู่ในวงเงินของช่องทางนี้',
  },
  channelVipLevel: {
    code: '031014', status: 403,
    tw: '您的VIP等級尚未開放此儲值通道',
    en: 'Your VIP level does not open this deposit channel yet',
    th: 'ระดับ VIP ของคุณยังใช้ช่องทางฝากเงินนี้ไม่ได้',
  },
  orderNotChangeable: {
    code: '031015', status: 409,
    tw: '訂單目前的狀態無法進行此操作',
    en: 'The order cannot be changed in its current status',
    th: 'ไม่สามารถดำเนินการกับคำสั่งในสถานะปัจจุบันได้',
  },
  orderNotFound: {
    code: '031016', status: 404,
    tw: '訂單不存在',
    en: 'The order does not exist',
    th: 'ไม่พบคำสั่งนี้',
  },
  suspended: {
    code: '031017', status: 403, showType: 2,
    tw: '系統已暫停您的此項操作，請於{0}分鐘後再試',
    en: 'The system has paused this for you; please try again in {0} minutes',
    th: 'ระบบระงับการทำรายการนี้ชั่วคราว กรุณาลองใหม่ในอีก {0} นาที',
  },
  /** data { max }. */
  bindingCapReached: {
    code: '031018', status: 400,
    tw: '綁定數量已達上限',
    en: 'You have reached the maximum number of bindings',
    th: 'จำนวนการผูกถึงขีดจำกัดแล้ว',
  },
  txHashUsed: {
    code: '031019', status: 409,
    tw: '此交易哈希已被使用',
    en: 'This transaction hash has already been used',
    th: 'แฮชธุรกรรมนี้ถูกใช้ไปแล้ว',
  },
  alreadyBound: {
    code: '031020', status: 409,
    tw: '此銀行卡或錢包地址已綁定',
    en: 'This bank card or wallet address is already bound',
    th: 'บัญชีธนาคารหรือที่อยู่กระเป๋าเงินนี้ถูกผูกไว้แล้ว',
  },
  /** data { field }. */
  uploadInvalid: {
    code: '031021', status: 400,
    tw: '上傳的文件無效，請重新上傳',
    en: 'The uploaded file is not valid, please upload it again',
    th: 'ไฟล์ที่อัปโหลดไม่ถูกต้อง กรุณาอัปโหลดใหม่',
  },
  channelUnavailable: {
    code: '031022', status: 400,
    tw: '此儲值通道暫不可用',
    en: 'This deposit channel is not available',
    th: 'ช่องทางฝากเงินนี้ไม่พร้อมใช้งาน',
  },
  /** Issue 17: withdrawals (and withdrawal-password checks) locked after wrong withdrawal passwords; data { until, minutes }. */
  withdrawLocked: {
    code: '031030', status: 403, showType: 2,
    tw: '託售密碼錯誤次數過多，託售功能已暫時鎖定，請稍後再試',
    en: 'Too many wrong withdrawal passwords: withdrawals are locked for now, please try again later',
    th: 'ใส่รหัสผ่านการถอนเงินผิดหลายครั้งเกินไป การถอนเงินถูกระงับชั่วคราว กรุณาลองใหม่ภายหลัง',
  },
  /** Issue 17: a destination bound less than 24 hours ago (not the first one); data { usableFrom }. */
  destinationOnHold: {
    code: '031031', status: 403, showType: 2,
    tw: '新綁定的銀行卡或錢包地址需等待 24 小時後方可託售',
    en: 'A newly bound bank card or wallet address can receive withdrawals only after 24 hours',
    th: 'บัญชีธนาคารหรือที่อยู่กระเป๋าเงินที่ผูกใหม่ใช้ถอนเงินได้หลังจาก 24 ชั่วโมง',
  },
  /** Issue 17: frontend type 2 (agent) accounts do not deposit or withdraw here (SPEC hides both). */
  agentAccountFunds: {
    code: '031032', status: 403, showType: 2,
    tw: '代理帳號無法使用儲值與託售功能',
    en: 'Agent accounts cannot deposit or withdraw',
    th: 'บัญชีตัวแทนไม่สามารถฝากหรือถอนเงินได้',
  },
  /** Issue 17: binding a destination needs the withdrawal password or an SMS code from the bound phone. */
  bindingProofRequired: {
    code: '031033', status: 400,
    tw: '請輸入託售密碼或手機驗證碼',
    en: 'Enter your withdrawal password or the SMS code sent to your phone',
    th: 'กรุณากรอกรหัสผ่านการถอนเงินหรือรหัสยืนยันทาง SMS',
  },
});
export const FUND_ERROR_CODES = /* @__PURE__ */ codesOf(FUND_ERRORS);
