import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';

/** A page that failed to load (a chunk gone after a deploy, an error while rendering): say so, offer the way back. */
export function RootError() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <main className="bo-page bo-page--centred">
      <h1>{t('errors.pageFailed')}</h1>
      <p>{isRouteErrorResponse(error) ? `${error.status}` : t('errors.tryReload')}</p>
      <Link to="/">{t('nav.dashboard')}</Link>
    </main>
  );
}
