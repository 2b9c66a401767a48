import { codesOf, declareErrors } from './declare';

// Their texts (the server's catalogue before issue 35): Codes of issue 17's multi-account part (012070-012079,
// 061070-061079; contract LINK_ERROR_CODES names them). 061072 is never an error reply: its texts are the
// notice an inviter gets when a friend's reward is withheld, kept here so the three languages live in one
// place.

/** Multi-account refusals (issue 17; 012070-012079, 061070-061079; each declared here with its status and texts). */
export const LINK_ERRORS = /* @__PURE__ */ declareErrors({
  /** Registration: this device id has registered as many accounts as it may, ever. */
  deviceRegistrationCap: {
    code: '012070', status: 403,
    tw: '此裝置註冊的帳號數已達上限，無法再註冊新帳號。如有疑問，請聯繫客服。',
    en: 'This device has registered the most accounts it may: no new account can be registered from it. If you have any questions, please contact customer service.',
    th: 'อุปกรณ์นี้ลงทะเบียนบัญชีครบจำนวนสูงสุดแล้ว ไม่สามารถลงทะเบียนบัญชีใหม่ได้ หากมีข้อสงสัย กรุณาติดต่อฝ่ายบริการลูกค้า',
  },
  /** Registration: this client address has registered as many accounts as it may in 24 hours. */
  addressRegistrationCap: {
    code: '012071', status: 429,
    tw: '此網路今日註冊的帳號數已達上限，請明日再試。如有疑問，請聯繫客服。',
    en: 'This network has registered the most accounts it may today: please try again tomorrow. If you have any questions, please contact customer service.',
    th: 'เครือข่ายนี้ลงทะเบียนบัญชีครบจำนวนสูงสุดของวันนี้แล้ว กรุณาลองใหม่พรุ่งนี้ หากมีข้อสงสัย กรุณาติดต่อฝ่ายบริการลูกค้า',
  },
  /** First recharge: linked to an account that already had the bonus. */
  firstRechargeLinked: {
    code: '061070', status: 400,
    tw: '您的帳號與已獲得首存紅利的帳號相關聯，不符合活動條件。如有疑問，請聯繫客服。',
    en: 'Your account is linked to an account that has already received the first-deposit bonus, so it is not eligible. If you have any questions, please contact customer service.',
    th: 'บัญชีของคุณเชื่อมโยงกับบัญชีที่ได้รับโบนัสฝากครั้งแรกไปแล้ว จึงไม่ตรงตามเงื่อนไข หากมีข้อสงสัย กรุณาติดต่อฝ่ายบริการลูกค้า',
  },
  /** Promotion reward claim: linked to an account that already claimed this promotion's reward. */
  rewardLinked: {
    code: '061071', status: 400,
    tw: '您的帳號與已領取此活動獎勵的帳號相關聯，無法領取。如有疑問，請聯繫客服。',
    en: 'Your account is linked to an account that has already claimed this promotion reward, so it cannot be claimed. If you have any questions, please contact customer service.',
    th: 'บัญชีของคุณเชื่อมโยงกับบัญชีที่รับรางวัลกิจกรรมนี้ไปแล้ว จึงไม่สามารถรับรางวัลได้ หากมีข้อสงสัย กรุณาติดต่อฝ่ายบริการลูกค้า',
  },
  /** Invite reward withheld: the friend is linked to the inviter or to a friend already rewarded (a notice, never a reply). */
  inviteLinked: {
    code: '061072', status: 400, showType: 0,
    tw: '您邀請的好友帳號與您的帳號或已獲獎勵的好友帳號相關聯，此次邀請獎勵不予發放。如有疑問，請聯繫客服。',
    en: 'The friend you invited is linked to your account or to a friend already rewarded, so no invite reward is paid for them. If you have any questions, please contact customer service.',
    th: 'บัญชีเพื่อนที่คุณชวนเชื่อมโยงกับบัญชีของคุณหรือกับเพื่อนที่ได้รับรางวัลไปแล้ว จึงไม่จ่ายรางวัลชวนเพื่อนครั้งนี้ หากมีข้อสงสัย กรุณาติดต่อฝ่ายบริการลูกค้า',
  },
});
export const LINK_ERROR_CODES = /* @__PURE__ */ codesOf(LINK_ERRORS);
