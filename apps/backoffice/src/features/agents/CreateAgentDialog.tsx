import type { AgentTier } from '@site/contract/api/agent';
import { AGENT_TIERS } from '@site/contract/constants';
import type { StaffAgent } from '@site/contract/api/staff-agents';
import { validatePassword, validateUsername } from '@site/contract/rules/account';
import { useState } from 'react';
import { useCreateAgent } from '../../api/useCreateAgent';
import { useTranslation } from '../../i18n/useTranslation';
import { ActionDialog } from '../players/ActionDialog';
import { agentsErrorText } from './agentsError';
// The dialog's button row (bo-pf-buttons) is styled with the players pages' dialogs.
import '../players/players.css';

const PROXY = /^[A-Za-z0-9]{2,32}$/;

/** A new agent: its account and first password (the player's rules), its proxy code and tier. */
export function CreateAgentDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: (a: StaffAgent) => void }) {
  const { t } = useTranslation('agents');
  const create = useCreateAgent();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [proxyCode, setProxyCode] = useState('');
  const [tier, setTier] = useState<AgentTier>('partner');
  const [tried, setTried] = useState(false);
  const bad = { account: Boolean(validateUsername(account)), password: Boolean(validatePassword(password)), proxyCode: !PROXY.test(proxyCode) };
  const close = () => {
    setAccount('');
    setPassword('');
    setProxyCode('');
    setTier('partner');
    setTried(false);
    create.reset();
    onClose();
  };
  const submit = () => {
    setTried(true);
    if (bad.account || bad.password || bad.proxyCode) return;
    create.mutate({ account, password, proxyCode, tier }, { onSuccess: (made) => { close(); onDone(made); } });
  };
  const invalid = (field: keyof typeof bad) => (tried && bad[field]) || undefined;
  return (
    <ActionDialog
      open={open} onClose={close} title={t('create.title')} submitLabel={t('create.submit')} pending={create.isPending}
      error={tried && (bad.account || bad.password || bad.proxyCode) ? t('create.invalid') : create.isError ? agentsErrorText(create.error, t) : null} onSubmit={submit}
    >
      <label className="bo-field">
        <span>{t('create.account')}</span>
        <input value={account} maxLength={20} autoComplete="off" onChange={(event) => setAccount(event.target.value)} aria-invalid={invalid('account')} />
      </label>
      <label className="bo-field">
        <span>{t('create.password')}</span>
        <input type="password" value={password} maxLength={20} autoComplete="new-password" onChange={(event) => setPassword(event.target.value)} aria-invalid={invalid('password')} />
      </label>
      <label className="bo-field">
        <span>{t('create.proxyCode')}</span>
        <input value={proxyCode} maxLength={32} autoComplete="off" onChange={(event) => setProxyCode(event.target.value)} aria-invalid={invalid('proxyCode')} />
      </label>
      <label className="bo-field">
        <span>{t('fields.tier')}</span>
        <select value={tier} onChange={(event) => setTier(event.target.value as AgentTier)}>
          {AGENT_TIERS.map((x) => <option key={x} value={x}>{t(`tiers.${x}`)}</option>)}
        </select>
      </label>
    </ActionDialog>
  );
}
