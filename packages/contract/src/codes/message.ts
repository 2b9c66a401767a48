/** The inbox's codes (051xxx: letters, attachments, announcements, feedback; the server's catalogue-message.ts describes each). */
export const MESSAGE_ERROR_CODES = {
  quizTypeUnknown: '051001',
  attachmentNotFound: '051002',
  letterNotFound: '051003',
  announcementNotFound: '051004',
  attachmentDuplicate: '051005',
} as const;
