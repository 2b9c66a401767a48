/** Query keys of the logged-in calls (SPEC 6: they load only with a token). */
export const sessionKeys = {
  all: ['session'] as const,
  userInfo: () => ['session', 'userInfo'] as const,
  currency: () => ['config', 'currency'] as const,
  autoTransfer: () => ['session', 'autoTransfer'] as const,
  unread: () => ['session', 'unread'] as const,
  avatarUrls: () => ['config', 'avatarUrls'] as const,
};
