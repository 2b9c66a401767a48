import LoginAdvertDialog from './LoginAdvertDialog';
import { useLoginAdvert } from './useLoginAdvert';

/**
 * The login advert (SPEC 4), mounted by the home page only after the page's load event: adverts are
 * not work of the first screen (issue 22), so neither this nor its dialog is part of its JS.
 */
export default function LoginAdvert() {
  const advert = useLoginAdvert();
  return advert.open && advert.items.length > 0 ? <LoginAdvertDialog items={advert.items} onClose={advert.dismiss} /> : null;
}
