import { isBrandId, type BrandId } from '@site/contract/brands';
import { useState } from 'react';
import { useDashboard } from '../../api/useDashboard';
import { LoadingRows } from '../../components/LoadingRows';
import { useTranslation } from '../../i18n/useTranslation';
import { defaultFilters, type ReportFilterValues } from './filters';
import { ProvidersSection } from './ProvidersSection';
import { ReportFilters } from './ReportFilters';
import { reportErrorText } from './reportError';
import { RetentionSection } from './RetentionSection';
import { SummarySection } from './SummarySection';
import './reports.css';

/** What the filters offer: the brands and currencies this back office's server holds (the dashboard says them). */
export function useServed(): { brands: BrandId[]; currencies: string[] } | { error: unknown } | null {
  const dashboard = useDashboard();
  if (dashboard.isError) return { error: dashboard.error };
  const cards = dashboard.data?.brands;
  const brands = cards?.map((b) => b.brand).filter(isBrandId) ?? [];
  if (!cards || brands.length === 0) return null;
  return { brands, currencies: cards[0]?.month.money.map((m) => m.currency) ?? ['NTD'] };
}

function Reports({ brands, currencies }: { brands: BrandId[]; currencies: string[] }) {
  const [filters, setFilters] = useState<ReportFilterValues>(() => defaultFilters(brands[0] as BrandId, Date.now()));
  const query = { brand: filters.brand, from: filters.from, to: filters.to, currency: filters.currency };
  return (
    <>
      <ReportFilters brands={brands} currencies={currencies} value={filters} onApply={setFilters} />
      <SummarySection query={{ ...query, by: filters.by }} />
      <ProvidersSection query={query} />
      <RetentionSection query={query} />
    </>
  );
}

/** Reports (admin, finance): per brand and range of Taipei days, the ledger's figures by period, per game provider, and the retention cohort. */
export default function ReportsPage() {
  const { t } = useTranslation('reports');
  const served = useServed();
  return (
    <section className="bo-page" aria-labelledby="reports-title">
      <h1 id="reports-title">{t('title')}</h1>
      <p className="bo-intro">{t('intro')}</p>
      {served === null ? (
        <LoadingRows label={t('loading')} />
      ) : 'error' in served ? (
        <p className="bo-error" role="alert">{reportErrorText(served.error, t)}</p>
      ) : (
        <Reports brands={served.brands} currencies={served.currencies} />
      )}
    </section>
  );
}
