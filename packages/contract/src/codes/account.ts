import { codesOf, declareErrors } from './declare';

// Their texts (the server's catalogue before issue 35): Codes of my account (013xxx,
// services/accounts/account-errors.ts). 013006's zh-TW text is SPEC 8's word for word; the ID verification
// texts start with SPEC's 身分證驗證失敗 where they refuse one.

/** Codes of the account area (013xxx; each declared here with its status and texts). */
export const ACCOUNT_ERRORS = /* @__PURE__ */ declareErrors({
  /** 409: an application is under review. */
  idCardVerifying: {
    code: '013001', status: 409,
    tw: '您的身分證驗證正在審核中，請耐心等待審核結果',
    en: 'Your ID verification is under review; please wait for the result',
    th: 'การยืนยันบัตรประชาชนของคุณอยู่ระหว่างการตรวจสอบ กรุณารอผล',
  },
  /** 409: already verified. */
  idCardVerified: {
    code: '013002', status: 409,
    tw: '您已完成身分證驗證',
    en: 'Your ID has already been verified',
    th: 'คุณยืนยันบัตรประชาชนเรียบร้อยแล้ว',
  },
  /** 400: a photo id is not the player's own upload of that purpose. */
  idCardPhotoInvalid: {
    code: '013003', status: 400,
    tw: '身分證驗證失敗，證件照片無效，請重新上傳',
    en: 'ID verification failed: the ID photo is not valid, please upload it again',
    th: 'ยืนยันบัตรประชาชนไม่สำเร็จ รูปบัตรไม่ถูกต้อง กรุณาอัปโหลดใหม่',
  },
  /** 409: the ID number is verified (or under review) on another account. */
  idNumberTaken: {
    code: '013004', status: 409, showType: 2,
    tw: '身分證驗證失敗，該身分證號碼已被其他帳號使用。如有疑問，請聯繫客服。',
    en: 'ID verification failed: this ID number is used by another account. If you have any questions, please contact customer service.',
    th: 'ยืนยันบัตรประชาชนไม่สำเร็จ หมายเลขบัตรนี้ถูกใช้กับบัญชีอื่นแล้ว หากมีข้อสงสัย กรุณาติดต่อฝ่ายบริการลูกค้า',
  },
  /** 403: bank-card binding needs ID verification first (SPEC 5). */
  idCardRequired: {
    code: '013005', status: 403, showType: 2,
    tw: '綁定銀行卡前，請先完成身分證驗證',
    en: 'Please complete ID verification before binding a bank card',
    th: 'กรุณายืนยันบัตรประชาชนก่อนผูกบัญชีธนาคาร',
  },
  /** 400: 設置收貨地址數已滿，刪除後才可以新增 (SPEC 8), data { max }. */
  addressFull: {
    code: '013006', status: 400,
    tw: '設置收貨地址數已滿，刪除後才可以新增',
    en: 'The delivery address list is full; delete one before adding another',
    th: 'ที่อยู่จัดส่งเต็มแล้ว กรุณาลบก่อนจึงจะเพิ่มใหม่ได้',
  },
  /** 404: no such address of this player. */
  addressNotFound: {
    code: '013007', status: 404,
    tw: '收貨地址不存在',
    en: 'This delivery address does not exist',
    th: 'ไม่พบที่อยู่จัดส่งนี้',
  },
  /** 403: withdrawal protection is on; reset the withdrawal password by phone. */
  withdrawProtected: {
    code: '013008', status: 403, showType: 2,
    tw: '您已開啟託售保護，請使用手機驗證碼重設託售密碼',
    en: 'Withdrawal protection is on: reset the withdrawal password with a code sent to your phone',
    th: 'คุณเปิดการป้องกันการถอนเงินอยู่ กรุณารีเซ็ตรหัสผ่านการถอนเงินด้วยรหัสยืนยันทางโทรศัพท์',
  },
  /** 400: the login password given to switch protection off is wrong. */
  loginPasswordWrong: {
    code: '013009', status: 400,
    tw: '登入密碼錯誤',
    en: 'The login password is wrong',
    th: 'รหัสผ่านเข้าสู่ระบบไม่ถูกต้อง',
  },
  /** 400: step 1 of the phone change is missing, used or older than 30 minutes. */
  phoneChangeExpired: {
    code: '013010', status: 400,
    tw: '原手機號碼驗證已失效，請重新驗證',
    en: 'The check of your current phone number has expired, please verify it again',
    th: 'การยืนยันหมายเลขโทรศัพท์เดิมหมดอายุแล้ว กรุณายืนยันใหม่',
  },
  /** 400: neither uuid nor oldCode given to PUT /v1/user/security/mobile. */
  phoneChangeStepMissing: {
    code: '013011', status: 400,
    tw: '請先驗證原手機號碼',
    en: 'Please verify your current phone number first',
    th: 'กรุณายืนยันหมายเลขโทรศัพท์เดิมก่อน',
  },
  /** 404: no open session of this player has that id (already ended, or another player's) (issue 39). */
  sessionNotFound: {
    code: '013012', status: 404,
    tw: '該登入裝置已登出或不存在',
    en: 'That session has already ended or does not exist',
    th: 'เซสชันนั้นออกจากระบบแล้วหรือไม่มีอยู่',
  },
});
export const ACCOUNT_ERROR_CODES = /* @__PURE__ */ codesOf(ACCOUNT_ERRORS);
