import { REPORT_GRAINS, type ReportGrain } from '@site/contract/api/staff-reports';
import { isBrandId, type BrandId } from '@site/contract/brands';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { ReportFilterValues } from './filters';

export interface ReportFiltersProps {
  /** The brands this back office's server holds (one database per brand). */
  brands: BrandId[];
  currencies: string[];
  value: ReportFilterValues;
  onApply: (value: ReportFilterValues) => void;
  /** Whether the report has periods (day by day or month by month). */
  withGrain?: boolean;
}

/** A report's filters: edited in the form, applied together with the Show button (one query per change of mind). */
export function ReportFilters({ brands, currencies, value, onApply, withGrain = true }: ReportFiltersProps) {
  const { t } = useTranslation('reports');
  const [draft, setDraft] = useState(value);
  const set = (patch: Partial<ReportFilterValues>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className="bo-toolbar bo-report-filters" onSubmit={submit} aria-label={t('filters.legend')}>
      <label className="bo-field">
        <span>{t('filters.brand')}</span>
        <select value={draft.brand} onChange={(e) => { if (isBrandId(e.target.value)) set({ brand: e.target.value }); }}>
          {brands.map((b) => <option key={b} value={b}>{t(`brands.${b}`, { defaultValue: b })}</option>)}
        </select>
      </label>
      <label className="bo-field">
        <span>{t('filters.from')}</span>
        <input type="date" required value={draft.from} max={draft.to} onChange={(e) => set({ from: e.target.value })} />
      </label>
      <label className="bo-field">
        <span>{t('filters.to')}</span>
        <input type="date" required value={draft.to} min={draft.from} onChange={(e) => set({ to: e.target.value })} />
      </label>
      {withGrain && (
        <label className="bo-field">
          <span>{t('filters.by')}</span>
          <select value={draft.by} onChange={(e) => set({ by: e.target.value as ReportGrain })}>
            {REPORT_GRAINS.map((g) => <option key={g} value={g}>{t(`filters.grains.${g}`)}</option>)}
          </select>
        </label>
      )}
      <label className="bo-field">
        <span>{t('filters.currency')}</span>
        <select value={draft.currency} onChange={(e) => set({ currency: e.target.value })}>
          {(currencies.includes(draft.currency) ? currencies : [draft.currency, ...currencies]).map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
      </label>
      <button type="submit" className="bo-button">{t('filters.show')}</button>
      <span className="bo-muted">{t('filters.timeZone')}</span>
    </form>
  );
}
