import { isCashierPage } from '@site/contract/frame';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { statusPaths } from '../../status-pages/paths';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { PageFrame } from '../../../shared/ui';
import { frameQuery } from '../frame/query';
import { GatedFrame } from '../gate/GatedFrame';

/**
 * /finance/:page (SPEC 2; query type and openBindPage): the cashier frame on
 * any page of the contract's CASHIER_PAGES, behind the finance gates (SPEC 4,
 * 5). A page the cashier does not have is the 404 screen.
 */
export default function FinanceEntryPage() {
  const { t } = useTranslation('wallet');
  const { page } = useParams();
  const [search] = useSearchParams();
  if (!isCashierPage(page)) return <Navigate to={statusPaths.notFound()} replace />;
  const title = t(`finance.pages.${page}`);
  return (
    <PageFrame eyebrow={t('finance.eyebrow')} title={title}>
      <GatedFrame key={page} page={page} query={frameQuery(page, search)} title={title} />
    </PageFrame>
  );
}
