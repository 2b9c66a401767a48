import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAgentDetail } from '../../api/useAgentDetail';
import { useTranslation } from '../../i18n/useTranslation';
import { when } from '../players/format';
import { AgentMembers } from './AgentMembers';
import { agentsErrorText } from './agentsError';
import { StatementsTable } from './StatementsTable';
import { TierDialog } from './TierDialog';
import './agents.css';

/** This server month (+08:00), 'YYYY-MM'. */
const serverMonth = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);

/** One agent: its tier (changed with a reason), the quarterly reviews' results, its members by month and its statements. */
export default function AgentPage() {
  const { t } = useTranslation('agents');
  const id = useId();
  const agentId = Number(useParams().agentId);
  const detail = useAgentDetail(agentId);
  const [month] = useState(serverMonth);
  const [changing, setChanging] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const agent = detail.data?.agent;
  const reviews = detail.data?.reviews ?? [];
  return (
    <section className="bo-page" aria-labelledby={`${id}-title`}>
      <p><Link to="/agents">{t('detail.back')}</Link></p>
      <h1 id={`${id}-title`}>{agent ? t('detail.title', { account: agent.account }) : t('detail.loading')}</h1>
      {detail.isError && <p className="bo-error" role="alert">{agentsErrorText(detail.error, t)}</p>}
      <div role="status">{outcome && <p className="bo-notice">{outcome}</p>}</div>
      {agent && (
        <>
          <dl className="bo-agents-facts">
            <div><dt>{t('fields.tier')}</dt><dd>{t(`tiers.${agent.tier}`)} · {agent.rate}%</dd></div>
            <div><dt>{t('fields.proxyCode')}</dt><dd className="bo-mono">{agent.proxyCode}</dd></div>
            <div><dt>{t('fields.members')}</dt><dd>{agent.members}</dd></div>
            <div><dt>{t('fields.currency')}</dt><dd>{agent.currency}</dd></div>
            <div><dt>{t('fields.created')}</dt><dd>{when(agent.createdAt)}</dd></div>
            <div><dt>{t('fields.support')}</dt><dd>{agent.inSupport ? t('support.until', { at: when(agent.supportUntil) }) : t('support.over')}</dd></div>
          </dl>
          <p><button type="button" className="bo-button" onClick={() => { setOutcome(null); setChanging(true); }}>{t('tier.open')}</button></p>
          <section className="bo-agents-part" aria-labelledby={`${id}-reviews`}>
            <h2 id={`${id}-reviews`}>{t('reviews.title')}</h2>
            {reviews.length === 0 ? (
              <p className="bo-muted">{t('reviews.none')}</p>
            ) : (
              <table className="bo-table">
                <caption className="bo-visually-hidden">{t('reviews.title')}</caption>
                <thead><tr><th scope="col">{t('reviews.quarter')}</th><th scope="col">{t('reviews.average')}</th><th scope="col">{t('reviews.result')}</th><th scope="col">{t('reviews.decided')}</th></tr></thead>
                <tbody>
                  {reviews.map((r) => (
                    <tr key={r.quarter}>
                      <td>{r.quarter}</td>
                      <td className="bo-num">{r.average}</td>
                      <td>{r.fromTier === r.toTier ? t('reviews.kept', { tier: t(`tiers.${r.toTier}`) }) : t('reviews.moved', { from: t(`tiers.${r.fromTier}`), to: t(`tiers.${r.toTier}`) })}</td>
                      <td>{when(r.decidedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section className="bo-agents-part" aria-labelledby={`${id}-statements`}>
            <h2 id={`${id}-statements`}>{t('statements.title')}</h2>
            <StatementsTable agentId={agent.id} caption={t('statements.captionOf', { account: agent.account })} />
          </section>
          <AgentMembers agentId={agent.id} firstMonth={month} />
          <TierDialog key={agent.tier} agent={agent} open={changing} onClose={() => setChanging(false)} onDone={(after) => { setChanging(false); setOutcome(t('tier.done', { account: after.account, tier: t(`tiers.${after.tier}`) })); }} />
        </>
      )}
    </section>
  );
}
