import type { configAdvertList } from '@site/contract/api/config';
import type { ResponseOf } from '@site/contract/endpoint';
import { Skeleton } from '@site/ui/skeleton';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from 'react-router';
import { useAdverts } from '../api/queries';
import styles from './AdvertCarousel.module.css';
import { removeBootBanner } from './bootBanner';

export type Advert = ResponseOf<typeof configAdvertList>[number];

export const ADVERT_INTERVAL_MS = 5000;
/** A slide's picture is asked for this long before the slide is due, not with the first view (issue 22: fewer requests). */
export const ADVERT_AHEAD_MS = 1500;

/** The set of slides whose picture is wanted, with `indexes` added (the same set when nothing is new). */
const adding =
  (...indexes: number[]) =>
  (wanted: ReadonlySet<number>): ReadonlySet<number> =>
    indexes.every((i) => wanted.has(i)) ? wanted : new Set([...wanted, ...indexes]);

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function AdvertLink({ advert, children, onFollow }: { advert: Advert; children: ReactNode; onFollow?: () => void }) {
  if (/^https?:\/\//i.test(advert.link)) {
    return (
      <a href={advert.link} target="_blank" rel="noopener noreferrer" onClick={onFollow}>
        {children}
      </a>
    );
  }
  return advert.link ? (
    <Link to={advert.link} onClick={onFollow}>
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}

/**
 * The home adverts: one slide every 5 s, paused while hovered or focused and
 * by its pause button (off from the start when the player prefers less motion);
 * previous and next buttons, and a dot per slide. Only the first slide's picture
 * is part of the first view (the LCP picture, eager, high priority): another
 * slide's is asked for shortly before it is due, when it is shown, or when the
 * player comes to the carousel (hover or focus: the buttons are at hand).
 */
export function AdvertCarousel() {
  const { t } = useTranslation('home');
  const { data, isPending } = useAdverts();
  const slides = data ?? [];
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [resting, setResting] = useState(false);
  const current = count > 0 ? index % count : 0;
  const [wanted, setWanted] = useState<ReadonlySet<number>>(() => new Set([0]));

  useEffect(() => {
    if (!isPending && count === 0) removeBootBanner();
  }, [isPending, count]);
  useEffect(() => {
    // Read in an effect: the server renders it playing, as the client's first (hydrating) render must.
    if (reducedMotion()) setPaused(true);
    return removeBootBanner;
  }, []);

  useEffect(() => {
    if (paused || resting || count < 2) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), ADVERT_INTERVAL_MS);
    return () => clearInterval(id);
  }, [paused, resting, count]);

  useEffect(() => setWanted(adding(current)), [current]);
  useEffect(() => {
    if (paused || resting || count < 2) return;
    const id = setTimeout(() => setWanted(adding((current + 1) % count)), ADVERT_INTERVAL_MS - ADVERT_AHEAD_MS);
    return () => clearTimeout(id);
  }, [paused, resting, count, current]);
  const approach = () => {
    setResting(true);
    if (count > 1) setWanted(adding((current + 1) % count, (current - 1 + count) % count));
  };

  if (!isPending && count === 0) return null;
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('adverts.carousel')}
      aria-label={t('adverts.label')}
      onMouseEnter={approach}
      onMouseLeave={() => setResting(false)}
      onFocus={approach}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setResting(false)}
    >
      {isPending ? (
        <Skeleton className={styles.fill} height="100%" />
      ) : (
        // Slides are groups (APG carousel), so the track is a plain container: a list may hold only list items.
        <div className={styles.track} style={{ transform: `translateX(${-100 * current}%)` }} aria-live={paused ? 'polite' : 'off'}>
          {slides.map((advert, i) => (
            <div
              key={advert.id}
              className={styles.slide}
              role="group"
              aria-roledescription={t('adverts.slide')}
              aria-label={t('adverts.position', { n: i + 1, count })}
              aria-hidden={i !== current}
              inert={i !== current}
            >
              <AdvertLink advert={advert}>
                <img
                  src={wanted.has(i) ? advert.image : undefined}
                  srcSet={wanted.has(i) ? advert.srcset : undefined}
                  sizes={advert.srcset ? '(max-width: 1023px) 100vw, 750px' : undefined}
                  alt={advert.title}
                  width={750}
                  height={300}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  onLoad={i === 0 ? removeBootBanner : undefined}
                  onError={i === 0 ? removeBootBanner : undefined}
                />
              </AdvertLink>
            </div>
          ))}
        </div>
      )}
      {count > 1 ? (
        // Previous, then pause and the dots, then next: the order they are seen in on a phone, where they share one
        // strip below the headline (AdvertCarousel.module.css), and the order the keyboard meets them in.
        <div className={styles.controls}>
          <button type="button" className={`${styles.control} ${styles.prev}`} aria-label={t('adverts.previous')} onClick={() => go(current - 1)}>
            <Icon d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" />
          </button>
          <div className={styles.dots}>
            <button type="button" className={styles.pause} aria-label={paused ? t('adverts.play') : t('adverts.pause')} onClick={() => setPaused((p) => !p)}>
              <Icon d={paused ? 'M8 5v14l11-7z' : 'M7 5h4v14H7zm6 0h4v14h-4z'} />
            </button>
            {slides.map((advert, i) => (
              <button
                key={advert.id}
                type="button"
                className={styles.dot}
                aria-label={t('adverts.goTo', { n: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className={`${styles.control} ${styles.next}`} aria-label={t('adverts.next')} onClick={() => go(current + 1)}>
            <Icon d="M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
