import { domainError } from '../../domain/errors';
import { MESSAGE_ERRORS } from '@site/contract';

/**
 * The 051xxx codes of the inbox: letters, attachments, announcements, feedback, declared
 * with their status and texts in the contract (MESSAGE_ERRORS). A text breaking SPEC 5's letter rule never gets this far: the
 * contract's schema refuses it (400 000400 with the rule's key, e.g. rules.textEdgeSpaces).
 */
export const MessageErrors = {
  quizTypeUnknown: () => domainError(MESSAGE_ERRORS.quizTypeUnknown),
  /** Not the player's upload, not a letter attachment, or already attached: the same answer for each. */
  attachmentNotFound: (fileId: string) => domainError(MESSAGE_ERRORS.attachmentNotFound, { fileId }),
  letterNotFound: () => domainError(MESSAGE_ERRORS.letterNotFound),
  announcementNotFound: () => domainError(MESSAGE_ERRORS.announcementNotFound),
  attachmentDuplicate: () => domainError(MESSAGE_ERRORS.attachmentDuplicate),
} as const;
