import { toApiLanguage } from '../../../shared/i18n';
import { useSessionStore } from '../../../shared/stores/session';
import { useSettingsStore } from '../../../shared/stores/settings';
import type { GameScope } from './keys';

/** The viewer part of a key: lists differ per player (favourites), never the token itself. */
function viewerOf(token: string | null): string {
  if (!token) return 'guest';
  let hash = 0;
  for (let i = 0; i < token.length; i++) hash = (hash * 31 + token.charCodeAt(i)) | 0;
  return `p${(hash >>> 0).toString(36)}`;
}

export function useGameScope(): GameScope {
  const language = toApiLanguage(useSettingsStore((s) => s.language));
  const viewer = useSessionStore((s) => viewerOf(s.token));
  return [language, viewer];
}
