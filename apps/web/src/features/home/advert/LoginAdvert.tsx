import { usePopupsStore } from '../../../shared/stores/popups';
import LoginAdvertDialog from './LoginAdvertDialog';
import { useLoginAdvert } from './useLoginAdvert';

/**
 * The login advert (SPEC 4), mounted by the home page only after the page's load event: adverts are
 * not work of the first screen (issue 22), so neither this nor its dialog is part of its JS. It waits
 * while a popup the player asked for is open (the register form of an invite link, say): two modal
 * dialogs at once would leave the one below unreachable.
 */
export default function LoginAdvert() {
  const advert = useLoginAdvert();
  const popupOpen = usePopupsStore((s) => s.open !== null);
  return advert.open && advert.items.length > 0 && !popupOpen ? <LoginAdvertDialog items={advert.items} onClose={advert.dismiss} /> : null;
}
