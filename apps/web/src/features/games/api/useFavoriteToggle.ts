import { gameFavoriteAdd, gameFavoriteRemove, gameSubgameFavoriteAdd, gameSubgameFavoriteRemove } from '@site/contract/api/game';
import { THROTTLE_MS } from '@site/contract/constants';
import { toast } from '@site/ui/toast-api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { call } from '../../../shared/api/call';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { setFavoriteInCaches, type FavoriteKind } from './favoriteCache';
import { gameKeys } from './keys';

/** One favourite toggle per 5 s for the whole site (SPEC 4, 9); the server answers 429 020003 too. */
let lastToggleAt = Number.NEGATIVE_INFINITY;

export function resetFavoriteThrottle(): void {
  lastToggleAt = Number.NEGATIVE_INFINITY;
}

function claimThrottle(now = Date.now()): boolean {
  if (now - lastToggleAt < THROTTLE_MS) return false;
  lastToggleAt = now;
  return true;
}

export interface Favoritable {
  id: number;
  isFavorite: boolean;
}

/**
 * Toggles a favourite: visitors get the login popup; a second toggle within
 * 5 s gets 正在處理中，請勿重複點擊. The new state shows in every cached list at
 * once and is put back if the call fails; the favourite lists are marked
 * stale (and refetched where shown when an item was added, so it appears there).
 */
export function useFavoriteToggle(): (kind: FavoriteKind, item: Favoritable) => void {
  const client = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const { t } = useTranslation('games');
  return useCallback(
    (kind, item) => {
      if (!loggedIn) {
        usePopupsStore.getState().openPopup({ kind: 'login', tab: 'login' });
        return;
      }
      if (!claimThrottle()) {
        toast.warning(t('favorite.busy'), 'favorite-busy');
        return;
      }
      const next = !item.isFavorite;
      setFavoriteInCaches(client, kind, item.id, next);
      const endpoint = kind === 'game' ? (next ? gameFavoriteAdd : gameFavoriteRemove) : next ? gameSubgameFavoriteAdd : gameSubgameFavoriteRemove;
      call(endpoint, { params: { id: item.id } }).then(
        (result) => {
          setFavoriteInCaches(client, kind, item.id, result.isFavorite);
          void client.invalidateQueries({ queryKey: gameKeys.favoriteLists(), refetchType: result.isFavorite ? 'active' : 'none' });
        },
        () => setFavoriteInCaches(client, kind, item.id, item.isFavorite),
      );
    },
    [client, loggedIn, t],
  );
}
