import { TabPanel, Tabs } from '@site/ui/tabs';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { usePlayerFile } from '../../api/usePlayerFile';
import { LoadingRows } from '../../components/LoadingRows';
import { useTranslation } from '../../i18n/useTranslation';
import './players.css';
import { actionErrorText } from './actionError';
import { ActionsSection } from './ActionsSection';
import { LedgerSection } from './LedgerSection';
import { NotesSection } from './NotesSection';
import { ProfileSection } from './ProfileSection';
import { RecordsSection } from './RecordsSection';
import { StandingSection } from './StandingSection';

const TABS = ['ledger', 'deposits', 'withdrawals', 'bets', 'sessions', 'standing', 'letters', 'notes'] as const;
type Tab = (typeof TABS)[number];
const ID_BASE = 'player-file';

/**
 * The player's file: profile, VIP, restrictions and wallets at the top with the actions the member's roles
 * allow, then one tab per part (the ledger, the history's parts, standing, letters, notes), each read only
 * when opened.
 */
export default function PlayerFilePage() {
  const { t } = useTranslation('players');
  const { playerId } = useParams();
  const id = Number(playerId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const file = usePlayerFile(valid ? id : 0);
  const [tab, setTab] = useState<Tab>('ledger');

  if (!valid) return <NotFound />;
  if (file.isPending) return <LoadingRows label={t('loading')} />;
  if (file.isError) {
    return (
      <section className="bo-page bo-pf-page">
        <h1>{t('file.title')}</h1>
        <p className="bo-error" role="alert">{actionErrorText(file.error, t)}</p>
        <p><Link to="/players">{t('file.back')}</Link></p>
      </section>
    );
  }
  const player = file.data;
  return (
    <section className="bo-page bo-pf-page" aria-labelledby="file-title">
      <p className="bo-pf-crumbs"><Link to="/players">{t('file.back')}</Link></p>
      <h1 id="file-title">
        {t('file.heading', { account: player.account, id: player.id })}{' '}
        <span className={player.status === 'blocked' ? 'bo-badge bo-badge--danger' : 'bo-badge'}>{t(`status.${player.status}`)}</span>
      </h1>
      <ProfileSection file={player} />
      <ActionsSection file={player} />
      <section className="bo-section" aria-labelledby="records-title">
        <h2 id="records-title">{t('file.records')}</h2>
        <Tabs label={t('file.records')} idBase={ID_BASE} value={tab} onChange={setTab} variant="underline" items={TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))} className="bo-pf-tabs" />
        <TabPanel idBase={ID_BASE} value={tab} className="bo-pf-tabpanel">
          {tab === 'ledger' && <LedgerSection file={player} />}
          {(tab === 'deposits' || tab === 'withdrawals' || tab === 'bets' || tab === 'sessions' || tab === 'letters') && (
            <RecordsSection key={tab} playerId={player.id} account={player.account} part={tab} />
          )}
          {tab === 'standing' && <StandingSection playerId={player.id} />}
          {tab === 'notes' && <NotesSection playerId={player.id} account={player.account} />}
        </TabPanel>
      </section>
    </section>
  );
}

function NotFound() {
  const { t } = useTranslation('players');
  return (
    <section className="bo-page bo-pf-page">
      <h1>{t('file.title')}</h1>
      <p role="alert">{t('errors.playerNotFound')}</p>
      <p><Link to="/players">{t('file.back')}</Link></p>
    </section>
  );
}
