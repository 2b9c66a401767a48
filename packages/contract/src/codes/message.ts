import { codesOf, declareErrors } from './declare';

// Their texts (the server's catalogue before issue 35): Codes of the inbox (051xxx,
// services/messages/errors.ts): letters, attachments, announcements.

/** The inbox's codes (051xxx: letters, attachments, announcements, feedback; each declared here with its status and texts). */
export const MESSAGE_ERRORS = /* @__PURE__ */ declareErrors({
  quizTypeUnknown: {
    code: '051001', status: 400,
    tw: '請選擇有效的問題類型',
    en: 'Please choose a valid question type',
    th: 'กรุณาเลือกประเภทคำถามที่ถูกต้อง',
  },
  attachmentNotFound: {
    code: '051002', status: 404,
    tw: '附件不存在或已使用，請重新上傳',
    en: 'This attachment does not exist or is already used; please upload it again',
    th: 'ไม่พบไฟล์แนบหรือถูกใช้ไปแล้ว กรุณาอัปโหลดใหม่',
  },
  letterNotFound: {
    code: '051003', status: 404,
    tw: '站內信不存在',
    en: 'This letter does not exist',
    th: 'ไม่พบจดหมายนี้',
  },
  announcementNotFound: {
    code: '051004', status: 404,
    tw: '公告不存在',
    en: 'This announcement does not exist',
    th: 'ไม่พบประกาศนี้',
  },
  attachmentDuplicate: {
    code: '051005', status: 400,
    tw: '同一附件不能重複上傳',
    en: 'The same attachment cannot be added twice',
    th: 'ไม่สามารถแนบไฟล์เดียวกันซ้ำได้',
  },
});
export const MESSAGE_ERROR_CODES = /* @__PURE__ */ codesOf(MESSAGE_ERRORS);
