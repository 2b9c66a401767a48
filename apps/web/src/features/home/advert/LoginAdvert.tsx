import { usePopupsStore } from '../../../shared/stores/popups';
import { usePromotionsStore } from '../../../shared/stores/promotions';
import LoginAdvertDialog from './LoginAdvertDialog';
import { useLoginAdvert } from './useLoginAdvert';

/**
 * The login advert (SPEC 4), mounted by the home page only after the page's load event: adverts are
 * not work of the first screen (issue 22), so neither this nor its dialog is part of its JS. It waits
 * while a popup the player asked for is open (the register form of an invite link, say): two modal
 * dialogs at once would leave the one below unreachable. After a protection choice in this visit (a deposit
 * limit set: the registration's offer) it does not come at all (shared/stores/promotions.ts).
 */
export default function LoginAdvert() {
  const advert = useLoginAdvert();
  const popupOpen = usePopupsStore((s) => s.open !== null);
  const held = usePromotionsStore((s) => s.held);
  return advert.open && advert.items.length > 0 && !popupOpen && !held ? <LoginAdvertDialog items={advert.items} onClose={advert.dismiss} /> : null;
}
