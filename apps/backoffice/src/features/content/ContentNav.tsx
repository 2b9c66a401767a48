import { NavLink } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';

const PARTS = [
  { to: '/content', key: 'adverts' },
  { to: '/content/announcements', key: 'announcements' },
  { to: '/content/login-advert', key: 'dialogs' },
  { to: '/content/sponsors', key: 'sponsors' },
] as const;

/** The content pages' own menu (adverts, announcements, the login advert, sponsors); the current one is marked. */
export function ContentNav() {
  const { t } = useTranslation('content');
  return (
    <nav className="bo-content-nav" aria-label={t('nav.label')}>
      {PARTS.map((p) => <NavLink key={p.to} to={p.to} end>{t(`nav.${p.key}`)}</NavLink>)}
    </nav>
  );
}
