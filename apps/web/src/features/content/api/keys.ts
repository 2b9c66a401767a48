/** Query keys of the content feature. */
export const contentKeys = {
  all: ['content'] as const,
  appVersion: (appType: string, osType: string) => ['content', 'appVersion', appType, osType] as const,
};
