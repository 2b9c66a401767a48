import { AGENT_ERRORS } from '@site/contract';
import { domainError } from '../../domain/errors';

/** The 0310[89]x codes of the agent backend (the contract's declarations word each; contract AGENT_ERROR_CODES names them). */
export const AgentErrors = {
  notAgent: () => domainError(AGENT_ERRORS.notAgent),
  memberNotFound: () => domainError(AGENT_ERRORS.memberNotFound),
  statementNotFound: () => domainError(AGENT_ERRORS.statementNotFound),
  monthOutOfRange: (from: string, to: string) => domainError(AGENT_ERRORS.monthOutOfRange, { from, to }),
  statementState: (status: string) => domainError(AGENT_ERRORS.statementState, { status }),
  proxyCodeTaken: () => domainError(AGENT_ERRORS.proxyCodeTaken),
} as const;
