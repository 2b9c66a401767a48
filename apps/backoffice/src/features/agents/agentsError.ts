import { apiErrorCode, apiErrorText } from '@site/client/errors';
import type { TFunction } from '@site/client/translator';
import { STAFF_ERROR_CODES } from '@site/contract/codes/staff';
import { STAFF_AGENT_ERROR_CODES } from '@site/contract/codes/staff-outreach';

const OURS: Record<string, string> = {
  [STAFF_AGENT_ERROR_CODES.agentNotFound]: 'agents:errors.agentNotFound',
  [STAFF_AGENT_ERROR_CODES.accountTaken]: 'agents:errors.accountTaken',
  [STAFF_AGENT_ERROR_CODES.proxyCodeTaken]: 'agents:errors.proxyCodeTaken',
  [STAFF_AGENT_ERROR_CODES.sameTier]: 'agents:errors.sameTier',
  [STAFF_AGENT_ERROR_CODES.statementNotFound]: 'agents:errors.statementNotFound',
  [STAFF_AGENT_ERROR_CODES.statementState]: 'agents:errors.statementState',
  [STAFF_AGENT_ERROR_CODES.alreadyApproved]: 'agents:errors.alreadyApproved',
  [STAFF_AGENT_ERROR_CODES.approverCannotPay]: 'agents:errors.approverCannotPay',
};

/** What a failed agents call says inline: our words for the agents' codes, else the catalogue's. */
export function agentsErrorText(error: unknown, t: TFunction): string {
  const code = apiErrorCode(error);
  if (code === STAFF_ERROR_CODES.roleRefused) return t('roleRefused');
  const key = code ? OURS[code] : undefined;
  if (key) return t(key);
  return apiErrorText(error, { network: t('errors.network'), timeout: t('errors.timeout'), other: t('errors.generic') }) ?? t('errors.generic');
}
