import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { activityPaths } from '../paths';
import { currentBrand } from '../../../brands';
import { useTheme } from '../../../shared/hooks/useAppearance';
import { toApiLanguage } from '../../../shared/i18n';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useSettingsStore } from '../../../shared/stores/settings';
import { PageFrame } from '../../../shared/ui';
import styles from '../components/Activity.module.css';
import { activityFrameSource } from '../entryUrl';

/** A separate activity host, when the operator configures one at build time (docs/decisions.md). */
const ACTIVITY_ORIGIN: string | undefined = import.meta.env.VITE_ACTIVITY_ORIGIN as string | undefined;

type Source = { state: 'checking' } | { state: 'ok'; src: string } | { state: 'refused' };

/**
 * /activity/entry?url=...: the activity's own page in a sandboxed frame (no
 * scripts, no same-origin; its links may open new windows), but only a page
 * of our activity host (entryUrl.ts). Anything else says it cannot be opened,
 * links back to the list and frames nothing.
 */
export default function ActivityEntryPage() {
  const { t } = useTranslation('activity');
  const [params] = useSearchParams();
  const url = params.get('url');
  const lang = toApiLanguage(useSettingsStore((s) => s.language));
  const theme = useTheme();
  const [source, setSource] = useState<Source>({ state: 'checking' });

  useEffect(() => {
    const src = activityFrameSource(url, { siteOrigin: window.location.origin, activityOrigin: ACTIVITY_ORIGIN, lang, theme, brand: currentBrand().id });
    setSource(src ? { state: 'ok', src } : { state: 'refused' });
  }, [url, lang, theme]);

  return (
    <PageFrame title={t('entry.title')} description={t('entry.description')}>
      {source.state === 'ok' ? (
        <iframe className={styles.frame} src={source.src} title={t('entry.frameTitle')} sandbox="allow-popups allow-popups-to-escape-sandbox" referrerPolicy="same-origin" />
      ) : source.state === 'refused' ? (
        <div className={styles.section} role="alert">
          <p>{t('entry.refused')}</p>
          <Link to={activityPaths.list()}>{t('entry.back')}</Link>
        </div>
      ) : null}
    </PageFrame>
  );
}
