import { useTranslation } from '../../shared/i18n/useTranslation';
import { Link } from 'react-router';
import { Skeleton } from '@site/ui/skeleton';
import { currentBrand, type FooterMenuItem } from '../../brands';
import { useOfficialMedia } from '../../shared/config';
import { contentPaths } from '../../features/content/paths';
import styles from './Footer.module.css';
import { FooterClock } from './FooterClock';

const MENU_TARGETS: Record<FooterMenuItem, () => string> = {
  aboutUs: () => contentPaths.aboutUs(),
  agency: () => contentPaths.agency(),
  helpCenter: () => contentPaths.helpCenter(),
  terms: () => contentPaths.terms(),
  responsibility: () => contentPaths.responsibility(),
};

/**
 * Pages outside the brand's menu (SPEC 2) that a player looks for at the foot of a site: the sponsors
 * (the sponsor list of SPEC 2), the game rules and the app download. Without these links they were
 * reachable only by typing their address (issue 18). Each text is its page's own title.
 */
const MORE_LINKS = [
  ['sponsor', () => contentPaths.sponsor()],
  ['gameRule', () => contentPaths.gameRule('sport')],
  ['appDownload', () => contentPaths.appDownload()],
] as const;

function OfficialMedia() {
  const { data, isPending } = useOfficialMedia();
  if (isPending) {
    return (
      <ul className={styles.media} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <li key={i}>
            <Skeleton circle width={44} height={44} />
          </li>
        ))}
      </ul>
    );
  }
  if (!data || data.length === 0) return null;
  return (
    <ul className={styles.media}>
      {data.map((item) => (
        <li key={item.path}>
          <a className={styles.mediaLink} href={item.path} target="_blank" rel="noopener noreferrer" aria-label={item.media_title} title={item.sub_title || item.media_title}>
            <img src={item.icon} alt="" width={24} height={24} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Footer of SPEC 2: official media, the brand's menu, a live clock, copyright 2018-2025. */
export function Footer() {
  const { t } = useTranslation('shell');
  const brand = currentBrand();
  return (
    <footer className={styles.footer} data-hydrate-when-near="footer">
      <div className={styles.inner}>
        <div className={styles.top}>
          <section aria-labelledby="footer-media">
            <h2 id="footer-media" className={styles.heading}>
              {t('footer.officialMedia')}
            </h2>
            <OfficialMedia />
            <Link className={styles.more} to={contentPaths.mediaCabinet()}>
              {t('footer.moreMedia')} →
            </Link>
          </section>
          <nav aria-labelledby="footer-menu">
            <h2 id="footer-menu" className={styles.heading}>
              {t('footer.menu')}
            </h2>
            <ul className={styles.menu}>
              {brand.footerMenu.map((item) => (
                <li key={item}>
                  <Link to={MENU_TARGETS[item]()}>{t(`footer.${item}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-more">
            <h2 id="footer-more" className={styles.heading}>
              {t('footer.more')}
            </h2>
            <ul className={styles.menu}>
              {MORE_LINKS.map(([item, to]) => (
                <li key={item}>
                  <Link to={to()}>{t(`footer.${item}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className={styles.bottom}>
          <p className={styles.adult}>
            <span className={styles.badge} aria-hidden="true">
              18+
            </span>
            {t('footer.adult')}
          </p>
          <FooterClock className={styles.clock} />
          <p className={styles.copyright}>{t('footer.copyright', { brand: t(`common:brand.${brand.id}`) })}</p>
        </div>
      </div>
    </footer>
  );
}
