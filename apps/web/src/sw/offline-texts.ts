/** The offline screen's texts (public/offline.html shows zh-TW until offline.ts picks the language). */
export const OFFLINE_TEXTS = {
  'zh-TW': {
    title: '目前無法連線',
    body: '網路連線中斷或伺服器暫時無法使用，請檢查網路後重新整理。',
    retry: '重新整理',
  },
  en: {
    title: 'You are offline',
    body: 'The network is down or the server cannot be reached. Check your connection and reload.',
    retry: 'Reload',
  },
  th: {
    title: 'ไม่สามารถเชื่อมต่อได้',
    body: 'เครือข่ายขัดข้องหรือไม่สามารถติดต่อเซิร์ฟเวอร์ได้ กรุณาตรวจสอบการเชื่อมต่อแล้วโหลดหน้าใหม่',
    retry: 'โหลดใหม่',
  },
} as const;

export type OfflineLanguage = keyof typeof OFFLINE_TEXTS;

/**
 * The offline screen's language: the one the player chose in the app (kept in
 * localStorage under site.settings as {state: {language: zh-TW | en | th}}), else the browser's
 * first language we have (zh* -> zh-TW, en* -> en, th* -> th), else zh-TW.
 */
export function offlineLanguage(savedSettings: string | null, browserLanguages: readonly string[]): OfflineLanguage {
  try {
    const saved: unknown = savedSettings ? (JSON.parse(savedSettings) as { state?: { language?: unknown } } | null)?.state?.language : undefined;
    if (saved === 'zh-TW' || saved === 'en' || saved === 'th') return saved;
  } catch {
    // A damaged setting: fall through to the browser's languages.
  }
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'zh') return 'zh-TW';
    if (base === 'en' || base === 'th') return base;
  }
  return 'zh-TW';
}
