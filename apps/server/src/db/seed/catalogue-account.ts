import type { CatalogueEntry } from './catalogue-entry';
import { ACCOUNT_ERROR_CODES } from '@site/contract';

/**
 * Codes of my account (013xxx, services/accounts/account-errors.ts). 013006's
 * zh-TW text is SPEC 8's word for word; the ID verification texts start with
 * SPEC's 身分證驗證失敗 where they refuse one.
 */
const e = (status: number, code: string, tw: string, en: string, th: string, showType: 0 | 1 | 2 = 1): CatalogueEntry => ({ status, code, showType, tw, en, th });

export const ACCOUNT_CATALOGUE: CatalogueEntry[] = [
  e(
    409,
    ACCOUNT_ERROR_CODES.idCardVerifying,
    '您的身分證驗證正在審核中，請耐心等待審核結果',
    'Your ID verification is under review; please wait for the result',
    'การยืนยันบัตรประชาชนของคุณอยู่ระหว่างการตรวจสอบ กรุณารอผล',
  ),
  e(409, ACCOUNT_ERROR_CODES.idCardVerified, '您已完成身分證驗證', 'Your ID has already been verified', 'คุณยืนยันบัตรประชาชนเรียบร้อยแล้ว'),
  e(
    400,
    ACCOUNT_ERROR_CODES.idCardPhotoInvalid,
    '身分證驗證失敗，證件照片無效，請重新上傳',
    'ID verification failed: the ID photo is not valid, please upload it again',
    'ยืนยันบัตรประชาชนไม่สำเร็จ รูปบัตรไม่ถูกต้อง กรุณาอัปโหลดใหม่',
  ),
  e(
    409,
    ACCOUNT_ERROR_CODES.idNumberTaken,
    '身分證驗證失敗，該身分證號碼已被其他帳號使用。如有疑問，請聯繫客服。',
    'ID verification failed: this ID number is used by another account. If you have any questions, please contact customer service.',
    'ยืนยันบัตรประชาชนไม่สำเร็จ หมายเลขบัตรนี้ถูกใช้กับบัญชีอื่นแล้ว หากมีข้อสงสัย กรุณาติดต่อฝ่ายบริการลูกค้า',
    2,
  ),
  e(
    403,
    ACCOUNT_ERROR_CODES.idCardRequired,
    '綁定銀行卡前，請先完成身分證驗證',
    'Please complete ID verification before binding a bank card',
    'กรุณายืนยันบัตรประชาชนก่อนผูกบัญชีธนาคาร',
    2,
  ),
  e(400, ACCOUNT_ERROR_CODES.addressFull, '設置收貨地址數已滿，刪除後才可以新增', 'The delivery address list is full; delete one before adding another', 'ที่อยู่จัดส่งเต็มแล้ว กรุณาลบก่อนจึงจะเพิ่มใหม่ได้'),
  e(404, ACCOUNT_ERROR_CODES.addressNotFound, '收貨地址不存在', 'This delivery address does not exist', 'ไม่พบที่อยู่จัดส่งนี้'),
  e(
    403,
    ACCOUNT_ERROR_CODES.withdrawProtected,
    '您已開啟託售保護，請使用手機驗證碼重設託售密碼',
    'Withdrawal protection is on: reset the withdrawal password with a code sent to your phone',
    'คุณเปิดการป้องกันการถอนเงินอยู่ กรุณารีเซ็ตรหัสผ่านการถอนเงินด้วยรหัสยืนยันทางโทรศัพท์',
    2,
  ),
  e(400, ACCOUNT_ERROR_CODES.loginPasswordWrong, '登入密碼錯誤', 'The login password is wrong', 'รหัสผ่านเข้าสู่ระบบไม่ถูกต้อง'),
  e(
    400,
    ACCOUNT_ERROR_CODES.phoneChangeExpired,
    '原手機號碼驗證已失效，請重新驗證',
    'The check of your current phone number has expired, please verify it again',
    'การยืนยันหมายเลขโทรศัพท์เดิมหมดอายุแล้ว กรุณายืนยันใหม่',
  ),
  e(400, ACCOUNT_ERROR_CODES.phoneChangeStepMissing, '請先驗證原手機號碼', 'Please verify your current phone number first', 'กรุณายืนยันหมายเลขโทรศัพท์เดิมก่อน'),
];
