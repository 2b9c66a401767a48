import { ApiError } from '../../http/api-error';

/**
 * The 051xxx codes of the inbox: letters, attachments, announcements, feedback. db/seed/catalogue-message.ts
 * describes each in zh-TW, en and th. A text breaking SPEC 5's letter rule never gets this far: the
 * contract's schema refuses it (400 000400 with the rule's key, e.g. rules.textForbidden).
 */
export const MessageErrors = {
  quizTypeUnknown: () => new ApiError(400, '051001'),
  /** Not the player's upload, not a letter attachment, or already attached: the same answer for each. */
  attachmentNotFound: (fileId: string) => new ApiError(404, '051002', { fileId }),
  letterNotFound: () => new ApiError(404, '051003'),
  announcementNotFound: () => new ApiError(404, '051004'),
  attachmentDuplicate: () => new ApiError(400, '051005'),
} as const;
