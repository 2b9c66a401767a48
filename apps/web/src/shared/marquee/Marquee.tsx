import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useMarquee } from './useMarquee';
import styles from './Marquee.module.css';

/**
 * The announcement line (GET /v1/marquee): scrolls, stops while hovered, and
 * has a pause button. Home shows the site-wide lines, a lobby its game type's.
 */
export function Marquee({ betType = null }: { betType?: number | null }) {
  const { t } = useTranslation('common');
  const { data } = useMarquee(betType);
  const [paused, setPaused] = useState(false);
  const items = data ?? [];
  const chars = items.reduce((n, item) => n + item.content.length, 0);
  const lines = (hidden: boolean) => (
    <ul className={styles.lines} aria-hidden={hidden || undefined}>
      {items.map((item) => (
        <li key={item.id}>{item.content}</li>
      ))}
    </ul>
  );
  return (
    <section className={styles.marquee} aria-label={t('marquee.label')}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M3 10v4h4l5 4V6L7 10H3Zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4ZM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z" />
      </svg>
      <div className={styles.window}>
        {items.length > 0 ? (
          <div className={styles.track} data-paused={paused || undefined} style={{ animationDuration: `${Math.max(20, chars * 0.3)}s` }}>
            {lines(false)}
            {lines(true)}
          </div>
        ) : null}
      </div>
      <button type="button" className={styles.toggle} aria-label={paused ? t('marquee.play') : t('marquee.pause')} onClick={() => setPaused((p) => !p)}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path fill="currentColor" d={paused ? 'M8 5v14l11-7z' : 'M7 5h4v14H7zm6 0h4v14h-4z'} />
        </svg>
      </button>
    </section>
  );
}
