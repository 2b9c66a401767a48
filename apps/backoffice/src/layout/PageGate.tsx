import { lazy, Suspense, useMemo } from 'react';
import { useMe } from '../api/useMe';
import { mayOpen, type BackofficePage } from '../app/pages';
import { useTranslation } from '../i18n/useTranslation';
import { LoadingRows } from '../components/LoadingRows';

const cache = new Map<string, ReturnType<typeof lazy>>();
function pageComponent(page: BackofficePage) {
  let component = cache.get(page.path);
  if (!component) {
    component = lazy(page.load);
    cache.set(page.path, component);
  }
  return component;
}

/**
 * A page behind its gate: the member's roles must include one its endpoint allows (the contract's
 * `roles`). The server refuses anyway; this keeps a member from a page of refusals.
 */
export function PageGate({ page }: { page: BackofficePage }) {
  const { t } = useTranslation();
  const me = useMe();
  const Page = useMemo(() => pageComponent(page), [page]);
  if (me.isPending) return <LoadingRows label={t('loading')} />;
  if (me.isError || !me.data) return <p role="alert">{t('errors.loadFailed')}</p>;
  if (!mayOpen(page, me.data.roles)) {
    return (
      <section className="bo-page">
        <h1>{t(`nav.${page.label}`)}</h1>
        <p role="alert">{t('roleRefused')}</p>
      </section>
    );
  }
  return (
    <Suspense fallback={<LoadingRows label={t('loading')} />}>
      <Page />
    </Suspense>
  );
}
