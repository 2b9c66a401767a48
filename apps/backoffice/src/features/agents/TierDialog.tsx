import type { AgentTier } from '@site/contract/api/agent';
import { AGENT_TIERS } from '@site/contract/constants';
import type { StaffAgent } from '@site/contract/api/staff-agents';
import { useState } from 'react';
import { useAgentTier } from '../../api/useAgentTier';
import { useTranslation } from '../../i18n/useTranslation';
import { ActionDialog, ReasonField, reasonOk } from '../players/ActionDialog';
import { agentsErrorText } from './agentsError';
import '../players/players.css';

/** Changes an agent's tier by hand, with a reason (the next quarterly review decides again). */
export function TierDialog({ agent, open, onClose, onDone }: { agent: StaffAgent; open: boolean; onClose: () => void; onDone: (a: StaffAgent) => void }) {
  const { t } = useTranslation('agents');
  const change = useAgentTier();
  const [tier, setTier] = useState<AgentTier>(agent.tier);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const close = () => {
    setTier(agent.tier);
    setReason('');
    setTried(false);
    change.reset();
    onClose();
  };
  const submit = () => {
    setTried(true);
    if (!reasonOk(reason)) return;
    change.mutate({ id: agent.id, tier, reason: reason.trim() }, { onSuccess: (after) => { setReason(''); setTried(false); onDone(after); } });
  };
  return (
    <ActionDialog
      open={open} onClose={close} title={t('tier.title', { account: agent.account })} description={t('tier.description', { tier: t(`tiers.${agent.tier}`) })}
      submitLabel={t('tier.submit')} pending={change.isPending} error={change.isError ? agentsErrorText(change.error, t) : null} onSubmit={submit}
    >
      <label className="bo-field">
        <span>{t('tier.new')}</span>
        <select value={tier} onChange={(event) => setTier(event.target.value as AgentTier)}>
          {AGENT_TIERS.map((x) => <option key={x} value={x}>{t(`tiers.${x}`)}</option>)}
        </select>
      </label>
      <ReasonField value={reason} onChange={setReason} invalid={tried && !reasonOk(reason)} />
    </ActionDialog>
  );
}
