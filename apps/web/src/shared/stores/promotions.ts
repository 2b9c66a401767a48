import { create } from 'zustand';
import { persistStore } from './storage';

/**
 * Promotions held back for the rest of this tab's visit once the player has made a protection choice (a deposit
 * limit set, at registration or on the protection page): the home page's login advert, a list of promotions, does
 * not follow it (issue 34: it came up at once after the registration's deposit-limit offer). Kept in the tab's
 * session storage, so a reload of the same visit holds them too.
 */
interface PromotionsState {
  held: boolean;
  hold: () => void;
}

export const usePromotionsStore = create<PromotionsState>()((set) => ({
  held: false,
  hold: () => set({ held: true }),
}));

persistStore(usePromotionsStore, {
  key: 'site.promotionsHeld',
  storage: 'sessionStorage',
  pick: ({ held }) => ({ held }),
  restore: ({ held }) => ({ held: held === true }),
});
