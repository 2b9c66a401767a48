import type { TFunction } from '../../../shared/i18n/translator';
import type { GateOutcome } from './decide';

/**
 * The lines of a closed gate's message in the wallet namespace (SPEC 4, 5, 8
 * word for word in zh-TW): the dialog joins them, the finance page shows them
 * as paragraphs. 'error' is a gate whose calls failed.
 */
export function gateLines(outcome: GateOutcome | { kind: 'error' }, t: TFunction): string[] {
  switch (outcome.kind) {
    case 'open':
      return [];
    case 'error':
      return [t('gate.failed')];
    case 'login':
      return [t('gate.login')];
    case 'agentAccount':
      return [t('gate.agentAccount')];
    case 'bindPhone':
      return [t('gate.bindPhone')];
    case 'bindWithdrawPassword':
      return [t('gate.bindWithdrawPassword')];
    case 'rechargePaused':
      return [t('gate.rechargeBlocked'), t('gate.retryIn', { minutes: outcome.minutes })];
    case 'rechargeContact':
      return [t('gate.rechargeBlocked'), t('gate.contactSupport')];
    case 'withdrawBlocked':
      return [t('gate.withdrawBlocked')];
    case 'suspended':
      return [t(outcome.action === 'recharge' ? 'gate.rechargeBlocked' : 'gate.withdrawBlocked'), t('gate.suspended', { minutes: outcome.minutes })];
  }
}
