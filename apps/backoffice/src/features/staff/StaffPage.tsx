import type { StaffListMember } from '@site/contract/api/staff';
import { formatDateTime } from '@site/contract/rules/format';
import { useMemo, useState } from 'react';
import { useMe } from '../../api/useMe';
import { fetchStaffList, useStaffList } from '../../api/useStaffList';
import { allPages, DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import type { TFunction } from '@site/client/translator';
import { CreateMember } from './CreateMember';
import { MemberDialog, type MemberAction } from './MemberDialog';
import { staffErrorText } from './staffError';
import styles from './StaffPage.module.css';

const PAGE_SIZE = 50;
const when = (at: string | null) => (at ? formatDateTime(at) : '');

/** A member's state in words: disabled, locked until a time, or active. */
function stateOf(member: StaffListMember, t: TFunction): string {
  if (member.disabled) return t('state.disabled');
  if (member.lockedUntil) return t('state.lockedUntil', { until: when(member.lockedUntil) });
  return t('state.active');
}

function columns(t: TFunction, act: (action: MemberAction, member: StaffListMember) => void): DataColumn<StaffListMember>[] {
  const roles = (m: StaffListMember) => m.roles.map((role) => t(`roles.${role}`)).join('、');
  const twoFactor = (m: StaffListMember) => (m.enrolled ? t('twoFactor.on') : t('twoFactor.notYet'));
  return [
    { id: 'name', header: t('columns.name'), accessorFn: (m) => m.name, csv: (m) => m.name },
    // Words are written by `cell` at each render: the table keeps accessor values per row, which would keep the old language.
    { id: 'roles', header: t('columns.roles'), accessorFn: roles, csv: roles, cell: ({ row }) => roles(row.original) },
    { id: 'twoFactor', header: t('columns.twoFactor'), accessorFn: twoFactor, csv: twoFactor, cell: ({ row }) => twoFactor(row.original) },
    {
      id: 'state',
      header: t('columns.state'),
      accessorFn: (m) => stateOf(m, t),
      csv: (m) => stateOf(m, t),
      cell: ({ row }) => <span className={row.original.disabled || row.original.lockedUntil ? 'bo-badge bo-badge--danger' : 'bo-badge'}>{stateOf(row.original, t)}</span>,
    },
    { id: 'createdAt', header: t('columns.createdAt'), accessorFn: (m) => when(m.createdAt), csv: (m) => m.createdAt },
    { id: 'lastLoginAt', header: t('columns.lastLoginAt'), accessorFn: (m) => when(m.lastLoginAt), csv: (m) => m.lastLoginAt ?? '' },
    {
      id: 'actions',
      header: t('columns.actions'),
      csv: () => '',
      cell: ({ row }) => {
        const m = row.original;
        return (
          <div className={styles.rowActions}>
            {m.lockedUntil && (
              <button type="button" className="bo-button bo-button--ghost" aria-label={t('unlock.label', { name: m.name })} onClick={() => act('unlock', m)}>
                {t('unlock.button')}
              </button>
            )}
            {m.disabled ? (
              <button type="button" className="bo-button bo-button--ghost" aria-label={t('enable.label', { name: m.name })} onClick={() => act('enable', m)}>
                {t('enable.button')}
              </button>
            ) : (
              <button type="button" className="bo-button bo-button--ghost" aria-label={t('disable.label', { name: m.name })} onClick={() => act('disable', m)}>
                {t('disable.button')}
              </button>
            )}
          </div>
        );
      },
    },
  ];
}

/** Admin: the staff (server paging, CSV), a new member with roles, and disabling, enabling or unlocking one. */
export default function StaffPage() {
  const { t } = useTranslation('staff');
  const me = useMe();
  const [page, setPage] = useState(1);
  // Kept after closing (open: false) so the dialog can give the focus back to the row's button.
  const [dialog, setDialog] = useState<{ action: MemberAction; member: StaffListMember; open: boolean; serial: number } | null>(null);
  const list = useStaffList(page, PAGE_SIZE);
  const cols = useMemo(() => columns(t, (action, member) => setDialog((last) => ({ action, member, open: true, serial: (last?.serial ?? 0) + 1 }))), [t]);
  return (
    <section className="bo-page" aria-labelledby="staff-title">
      <h1 id="staff-title">{t('title')}</h1>
      <div className={styles.layout}>
        <div className="bo-section">
          <CreateMember />
        </div>
        <div className={styles.list}>
          <h2>{t('list.title')}</h2>
          {me.data && <p className={styles.hint}>{t('list.you', { name: me.data.name })}</p>}
          <DataTable
            caption={t('list.title')}
            columns={cols}
            rows={list.data?.records}
            total={list.data?.total ?? 0}
            page={page}
            size={PAGE_SIZE}
            onPage={setPage}
            loading={list.isPending}
            error={list.isError ? staffErrorText(list.error, t) : null}
            rowKey={(m) => String(m.id)}
            exportRows={() => allPages((p, s) => fetchStaffList(p, s))}
            csvName="staff"
          />
        </div>
      </div>
      {dialog && <MemberDialog key={dialog.serial} open={dialog.open} action={dialog.action} member={dialog.member} onClose={() => setDialog({ ...dialog, open: false })} />}
    </section>
  );
}
