import type { CatalogueEntry } from './catalogue-entry';
import { MESSAGE_ERROR_CODES } from '@site/contract';

/** Codes of the inbox (051xxx, services/messages/errors.ts): letters, attachments, announcements. */
const e = (status: number, code: string, tw: string, en: string, th: string, showType: 0 | 1 | 2 = 1): CatalogueEntry => ({ status, code, showType, tw, en, th });

export const MESSAGE_CATALOGUE: CatalogueEntry[] = [
  e(400, MESSAGE_ERROR_CODES.quizTypeUnknown, '請選擇有效的問題類型', 'Please choose a valid question type', 'กรุณาเลือกประเภทคำถามที่ถูกต้อง'),
  e(404, MESSAGE_ERROR_CODES.attachmentNotFound, '附件不存在或已使用，請重新上傳', 'This attachment does not exist or is already used; please upload it again', 'ไม่พบไฟล์แนบหรือถูกใช้ไปแล้ว กรุณาอัปโหลดใหม่'),
  e(404, MESSAGE_ERROR_CODES.letterNotFound, '站內信不存在', 'This letter does not exist', 'ไม่พบจดหมายนี้'),
  e(404, MESSAGE_ERROR_CODES.announcementNotFound, '公告不存在', 'This announcement does not exist', 'ไม่พบประกาศนี้'),
  e(400, MESSAGE_ERROR_CODES.attachmentDuplicate, '同一附件不能重複上傳', 'The same attachment cannot be added twice', 'ไม่สามารถแนบไฟล์เดียวกันซ้ำได้'),
];
