import { formatAmount, formatDate, formatDateTime } from '@site/contract/rules/format';
import { Button } from '@site/ui/button';
import { Select } from '@site/ui/fields';
import { Pager } from '@site/ui/pager';
import { QueryState } from '@site/ui/query-state';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { AGENT_MEMBERS_PAGE_SIZE } from '../api/keys';
import { useAgentMembers, type AgentMembersFilter } from '../api/useAgentMembers';
import { useAgentSeries } from '../api/useAgentSeries';
import { AgentFrame } from '../components/AgentFrame';
import { MemberDetail } from '../components/MemberDetail';
import { agentQueryLook } from '../components/queryLook';
import styles from '../components/agent.module.css';
import formStyles from '../../../shared/forms/forms.module.css';
import { DataTable } from '../components/DataTable';

/**
 * /agent/members (issue 21): the agent's members, paged, searched by (masked) account,
 * filtered by month and active; a row opens the member's month.
 */
export default function AgentMembersScreen() {
  const { t } = useTranslation('agent');
  return (
    <AgentFrame title={t('members.title')}>
      <Members />
    </AgentFrame>
  );
}

function Members() {
  const { t } = useTranslation('agent');
  const ids = { month: useId(), active: useId(), search: useId() };
  const [filter, setFilter] = useState<AgentMembersFilter>({ month: null, active: null, search: '', page: 1 });
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const members = useAgentMembers(filter);
  const series = useAgentSeries();
  const months = [...(series.data?.months.map((point) => point.month) ?? [])].reverse();
  const month = members.data?.month ?? filter.month;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter((f) => ({ ...f, search, page: 1 }));
  };

  return (
    <>
      <form className={styles.filters} onSubmit={submit} role="search" aria-label={t('members.filters')}>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={ids.month}>
            {t('figures.month')}
          </label>
          <Select id={ids.month} value={filter.month ?? ''} onChange={(event) => setFilter((f) => ({ ...f, month: event.target.value || null, page: 1 }))}>
            <option value="">{t('members.thisMonth')}</option>
            {months.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Select>
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={ids.active}>
            {t('members.status')}
          </label>
          <Select
            id={ids.active}
            value={filter.active === null ? 'all' : filter.active ? 'active' : 'inactive'}
            onChange={(event) => setFilter((f) => ({ ...f, active: event.target.value === 'all' ? null : event.target.value === 'active', page: 1 }))}
          >
            <option value="all">{t('members.all')}</option>
            <option value="active">{t('members.active')}</option>
            <option value="inactive">{t('members.inactive')}</option>
          </Select>
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={ids.search}>
            {t('members.search')}
          </label>
          <input id={ids.search} className={formStyles.input} type="search" maxLength={32} value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <Button type="submit" variant="secondary">
          {t('members.searchButton')}
        </Button>
      </form>
      {members.data ? (
        <>
          <p className={styles.muted} aria-live="polite">
            {t('members.total', { count: members.data.total, month })}
          </p>
          <DataTable caption={t('members.caption', { month })} columns={[{ label: t('members.account') }, { label: t('members.registeredAt') }, { label: t('members.lastLoginAt') }, { label: t('members.depositCount'), numeric: true }, { label: t('figures.deposits'), numeric: true }, { label: t('figures.turnover'), numeric: true }, { label: t('members.status') }, { label: <span className={styles.visuallyHidden}>{t('members.detail')}</span> }]}>
                {members.data.records.length === 0 ? (
                  <tr>
                    <td colSpan={8}>{t('members.none')}</td>
                  </tr>
                ) : (
                  members.data.records.map((member) => (
                    <tr key={member.memberId}>
                      <th scope="row">{member.account}</th>
                      <td>{formatDate(member.registeredAt)}</td>
                      <td>{member.lastLoginAt ? formatDateTime(member.lastLoginAt) : t('members.never')}</td>
                      <td className={styles.num}>{member.depositCount}</td>
                      <td className={styles.num}>{formatAmount(member.deposits)}</td>
                      <td className={styles.num}>{formatAmount(member.turnover)}</td>
                      <td>
                        <span className={member.active ? `${styles.status} ${styles.good}` : styles.status}>{t(member.active ? 'members.active' : 'members.inactive')}</span>
                      </td>
                      <td>
                        <Button variant="secondary" size="sm" aria-label={t('members.detailOf', { account: member.account })} onClick={() => setOpen(member.memberId)}>
                          {t('members.detail')}
                        </Button>
                      </td>
                    </tr>
                  ))
                )}
          </DataTable>
          <Pager
            label={t('members.pages')}
            page={filter.page}
            total={members.data.total}
            pageSize={AGENT_MEMBERS_PAGE_SIZE}
            onPage={(page) => setFilter((f) => ({ ...f, page }))}
            prevLabel={t('previous')}
            nextLabel={t('next')}
            pageText={(page, pages) => t('pageOf', { page, pages })}
          />
        </>
      ) : (
        <QueryState query={members} {...agentQueryLook(t)} />
      )}
      <MemberDetail memberId={open} month={month} onClose={() => setOpen(null)} />
    </>
  );
}
