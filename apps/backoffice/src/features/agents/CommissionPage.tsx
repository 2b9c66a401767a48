import { STATEMENT_STATUSES, type StatementStatus } from '@site/contract/api/agent';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { StatementsTable } from './StatementsTable';
import './agents.css';

/** Agents' commission: the statements by status, approved with four eyes and paid by a member who did not approve. */
export default function CommissionPage() {
  const { t } = useTranslation('agents');
  const [status, setStatus] = useState<StatementStatus | ''>('pending');
  return (
    <section className="bo-page" aria-labelledby="commission-title">
      <h1 id="commission-title">{t('commission.title')}</h1>
      <p className="bo-intro">{t('commission.intro')}</p>
      <div className="bo-toolbar">
        <label className="bo-field">
          <span>{t('fields.status')}</span>
          <select value={status} onChange={(event) => setStatus(event.target.value as StatementStatus | '')}>
            {STATEMENT_STATUSES.map((s) => <option key={s} value={s}>{t(`statements.statuses.${s}`)}</option>)}
            <option value="">{t('commission.all')}</option>
          </select>
        </label>
      </div>
      <StatementsTable key={status} status={status || undefined} caption={t('commission.caption')} />
    </section>
  );
}
