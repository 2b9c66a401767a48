import { isCashierPage } from '@site/contract/frame';
import { Navigate, useSearchParams } from 'react-router';
import { statusPaths } from '../../status-pages/paths';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { PageFrame } from '../../../shared/ui';
import { frameQuery } from '../frame/query';
import { GatedFrame } from '../gate/GatedFrame';
import styles from './FinanceNewPage.module.css';

/**
 * /finance/newPage?type=<page> (SPEC 2): the same gated frame as
 * /finance/:page on its own, header and footer hidden by the route's flags.
 * `type` names the page here, so it is not passed on as the page's own type.
 */
export default function FinanceNewPage() {
  const { t } = useTranslation('wallet');
  const [search] = useSearchParams();
  const page = search.get('type');
  if (!isCashierPage(page)) return <Navigate to={statusPaths.notFound()} replace />;
  const title = t(`finance.pages.${page}`);
  return (
    <div className={styles.page}>
      <PageFrame title={title}>
        <GatedFrame key={page} page={page} query={frameQuery(page, search, ['type'])} title={title} />
      </PageFrame>
    </div>
  );
}
