import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '@site/ui/button';
import { Skeleton } from '@site/ui/skeleton';
import { activityPaths } from '../../activity/paths';
import { gamesPaths } from '../../games/paths';
import { currentBrand } from '../../../brands';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { CardSkeletons, DEFAULT_CHANNEL_BY_TYPE, gameTypeLabel, HotSkeleton, loadHomeSections, useGameTypes } from '../../games';
import { useAfterLoad } from '../advert/useAfterLoad';
import { AdvertCarousel } from '../components/AdvertCarousel';
import { CategoryTabs } from '../components/CategoryTabs';
import { Marquee } from '../../../shared/marquee/Marquee';
import { useFloatActivity } from '../float/useFloatActivity';
import styles from './HomePage.module.css';

// Below the first screen, the advert dialog and the float activity: loaded after it.
const HotGames = lazy(() => loadHomeSections().then((mod) => ({ default: mod.HotGames })));
const UsualGames = lazy(() => loadHomeSections().then((mod) => ({ default: mod.UsualGames })));
const HomeFavorites = lazy(() => loadHomeSections().then((mod) => ({ default: mod.HomeFavorites })));
// The login advert only after the page's load event (issue 22): not first-screen work (scripts/bundle-size.mjs).
const LoginAdvert = lazy(() => import('../advert/LoginAdvert'));
const FloatActivity = lazy(() => import('../float/FloatActivity'));

type Section = 'hot' | 'usual';

/** `?section=hot|usual` scrolls to that block once it is on the page, then leaves the address. */
function useSectionQuery(targets: Record<Section, RefObject<HTMLElement | null>>) {
  const [params, setParams] = useSearchParams();
  const section = params.get('section');
  const latest = useRef(targets);
  useEffect(() => {
    if (section === null) return;
    // After the shell's scroll-to-top of a page change.
    const id = setTimeout(() => {
      const target = section === 'hot' || section === 'usual' ? latest.current[section].current : null;
      target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('section');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }, 0);
    return () => clearTimeout(id);
  }, [section, setParams]);
  return { params, setParams };
}

/**
 * `/` (SPEC 2): adverts, the marquee, the game categories (query gameType picks
 * one), hot games, and for a player the usual games and favourites; the login
 * advert's dialog list once a day (SPEC 4) and the float activity (SPEC 3).
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const loggedIn = useIsLoggedIn();
  const { data: types, isPending, isError } = useGameTypes();
  const afterLoad = useAfterLoad();
  const hot = useRef<HTMLElement>(null);
  const usual = useRef<HTMLElement>(null);
  const { params, setParams } = useSectionQuery({ hot, usual });
  const brandName = t(`common:brand.${currentBrand().id}`);

  const asked = Number(params.get('gameType'));
  const selectedType = types?.find((type) => type.type === asked) ?? types?.[0];
  const selected = selectedType?.type;
  const select = (type: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('gameType', String(type));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className={styles.home}>
      <div className={styles.top}>
        <AdvertCarousel />
        <section className={styles.hero} aria-labelledby="home-title">
          <p className={styles.eyebrow}>{brandName}</p>
          <h1 id="home-title" className={styles.title}>
            {t('hero.titleLead')}
            <span className={styles.gold}>{t('hero.titleGold')}</span>
          </h1>
          <p className={styles.lead}>{t('hero.lead')}</p>
          <div className={styles.actions}>
            <Link to={gamesPaths.lobby()} className={buttonClassName({ variant: 'primary' })}>
              {t('hero.lobby')}
            </Link>
            <Link to={activityPaths.list()} className={buttonClassName({ variant: 'secondary' })}>
              {t('hero.promotions')}
            </Link>
          </div>
        </section>
      </div>

      <Marquee />

      <section className={styles.section} aria-labelledby="home-types">
        <div className={styles.sectionHead}>
          <h2 id="home-types" className={styles.sectionTitle}>
            {t('types.title')}
          </h2>
          {selectedType ? (
            <Link className={styles.more} to={gamesPaths.lobby({ gameType: selectedType.type, channelCode: DEFAULT_CHANNEL_BY_TYPE[selectedType.type] })}>
              {t('types.lobby', { type: gameTypeLabel(t, selectedType.type, selectedType.name) })}
            </Link>
          ) : null}
        </div>
        {isError ? (
          <p className={styles.error}>{t('types.error')}</p>
        ) : isPending || selected === undefined ? (
          <div aria-hidden="true">
            <Skeleton height={44} className={styles.tabsSkeleton} />
            <CardSkeletons count={8} layout="row" />
          </div>
        ) : (
          <CategoryTabs types={types} selected={selected} onSelect={select} />
        )}
      </section>

      <section ref={hot} id="hot" className={`${styles.section} ${styles.later}`} aria-labelledby="home-hot">
        <h2 id="home-hot" className={styles.sectionTitle}>
          {t('hot.title')}
        </h2>
        <Suspense fallback={<HotSkeleton count={types?.length ?? 7} />}>
          <HotGames />
        </Suspense>
      </section>

      {loggedIn ? (
        <>
          <section ref={usual} id="usual" className={`${styles.section} ${styles.later}`} aria-labelledby="home-usual">
            <h2 id="home-usual" className={styles.sectionTitle}>
              {t('usual.title')}
            </h2>
            <Suspense fallback={<CardSkeletons count={6} layout="row" />}>
              <UsualGames />
            </Suspense>
          </section>
          <section className={`${styles.section} ${styles.later}`} aria-labelledby="home-favorites">
            <div className={styles.sectionHead}>
              <h2 id="home-favorites" className={styles.sectionTitle}>
                {t('favorites.title')}
              </h2>
              <Link className={styles.more} to={gamesPaths.favorite()}>
                {t('favorites.all')}
              </Link>
            </div>
            <Suspense fallback={<CardSkeletons count={9} layout="row" />}>
              <HomeFavorites />
            </Suspense>
          </section>
        </>
      ) : null}

      <HomeFloat />

      {afterLoad ? (
        <Suspense fallback={null}>
          <LoginAdvert />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The float activity in a leaf of its own: it appears on the render after hydration (useFloatActivity), and
 * that render must not reach the home page, whose sections may still be dehydrated then (React would throw
 * their server markup away and render them again).
 */
function HomeFloat() {
  const float = useFloatActivity();
  return float.item ? (
    <Suspense fallback={null}>
      <FloatActivity item={float.item} onClose={float.close} />
    </Suspense>
  ) : null;
}
