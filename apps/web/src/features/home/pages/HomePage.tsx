import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@site/ui/button';
import { Skeleton } from '@site/ui/skeleton';
import { paths } from '../../../app/paths';
import { currentBrand } from '../../../brands';
import { useBrandImages } from '../../../brands/useBrandImages';
import { DEFAULT_CHANNEL_BY_TYPE, gameTypeLabel, useGameTypes } from '../../games';
import { GameTypeIcon } from '../components/GameTypeIcon';
import styles from './HomePage.module.css';

/** `/`: the brand's welcome and the game categories present (GET /v1/game/type). */
export default function HomePage() {
  const { t } = useTranslation('home');
  const images = useBrandImages();
  const { data: types, isPending, isError } = useGameTypes();
  const brandName = t(`common:brand.${currentBrand().id}`);

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div>
          <p className={styles.eyebrow}>{brandName}</p>
          <h1 id="home-title" className={styles.title}>
            {t('hero.titleLead')}
            <span className={styles.gold}>{t('hero.titleGold')}</span>
          </h1>
          <p className={styles.lead}>{t('hero.lead')}</p>
          <div className={styles.actions}>
            <Link to={paths.lobby()} className={buttonClassName({ variant: 'primary', size: 'lg' })}>
              {t('hero.lobby')}
            </Link>
            <Link to={paths.activityList()} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
              {t('hero.promotions')}
            </Link>
          </div>
        </div>
        {images ? <img className={styles.art} src={images.emblem} alt="" width={200} height={200} /> : <span className={styles.art} />}
      </section>

      <section className={styles.section} aria-labelledby="home-types">
        <div className={styles.sectionHead}>
          <h2 id="home-types" className={styles.sectionTitle}>
            {t('types.title')}
          </h2>
        </div>
        {isError ? (
          <p>{t('types.error')}</p>
        ) : (
          <ul className={styles.types}>
            {isPending
              ? [1, 2, 3, 4, 5, 6, 7].map((i) => (
                  <li key={i}>
                    <Skeleton height={150} />
                  </li>
                ))
              : types.map((type) => (
                  <li key={type.type}>
                    <Link className={styles.type} to={paths.lobby({ gameType: type.type, channelCode: DEFAULT_CHANNEL_BY_TYPE[type.type] })}>
                      <span className={styles.typeIcon}>
                        <GameTypeIcon type={type.type} />
                      </span>
                      <span className={styles.typeName}>{gameTypeLabel(t, type.type, type.name)}</span>
                      <span className={styles.typeMeta}>{t('types.channels', { count: type.subGameCategoryDetail.gameChannelList.length })}</span>
                    </Link>
                  </li>
                ))}
          </ul>
        )}
      </section>
    </>
  );
}
