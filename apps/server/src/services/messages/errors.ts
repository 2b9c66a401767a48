import { DomainError } from '../../domain/errors';
import { MESSAGE_ERROR_CODES } from '@site/contract';

/**
 * The 051xxx codes of the inbox: letters, attachments, announcements, feedback. db/seed/catalogue-message.ts
 * describes each in zh-TW, en and th. A text breaking SPEC 5's letter rule never gets this far: the
 * contract's schema refuses it (400 000400 with the rule's key, e.g. rules.textEdgeSpaces).
 */
export const MessageErrors = {
  quizTypeUnknown: () => new DomainError(400, MESSAGE_ERROR_CODES.quizTypeUnknown),
  /** Not the player's upload, not a letter attachment, or already attached: the same answer for each. */
  attachmentNotFound: (fileId: string) => new DomainError(404, MESSAGE_ERROR_CODES.attachmentNotFound, { fileId }),
  letterNotFound: () => new DomainError(404, MESSAGE_ERROR_CODES.letterNotFound),
  announcementNotFound: () => new DomainError(404, MESSAGE_ERROR_CODES.announcementNotFound),
  attachmentDuplicate: () => new DomainError(400, MESSAGE_ERROR_CODES.attachmentDuplicate),
} as const;
