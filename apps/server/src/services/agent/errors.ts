import { AGENT_ERROR_CODES } from '@site/contract';
import { DomainError } from '../../domain/errors';

/** The 0310[89]x codes of the agent backend (db/seed/catalogue-agent.ts words each; contract AGENT_ERROR_CODES names them). */
export const AgentErrors = {
  notAgent: () => new DomainError(404, AGENT_ERROR_CODES.notAgent),
  memberNotFound: () => new DomainError(404, AGENT_ERROR_CODES.memberNotFound),
  statementNotFound: () => new DomainError(404, AGENT_ERROR_CODES.statementNotFound),
  monthOutOfRange: (from: string, to: string) => new DomainError(400, AGENT_ERROR_CODES.monthOutOfRange, { from, to }),
  statementState: (status: string) => new DomainError(409, AGENT_ERROR_CODES.statementState, { status }),
  proxyCodeTaken: () => new DomainError(409, AGENT_ERROR_CODES.proxyCodeTaken),
} as const;
