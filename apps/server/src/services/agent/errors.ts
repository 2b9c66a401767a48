import { AGENT_ERROR_CODES } from '@site/contract';
import { ApiError } from '../../http/api-error';

/** The 0310[89]x codes of the agent backend (db/seed/catalogue-agent.ts words each; contract AGENT_ERROR_CODES names them). */
export const AgentErrors = {
  notAgent: () => new ApiError(404, AGENT_ERROR_CODES.notAgent),
  memberNotFound: () => new ApiError(404, AGENT_ERROR_CODES.memberNotFound),
  statementNotFound: () => new ApiError(404, AGENT_ERROR_CODES.statementNotFound),
  monthOutOfRange: (from: string, to: string) => new ApiError(400, AGENT_ERROR_CODES.monthOutOfRange, { from, to }),
  statementState: (status: string) => new ApiError(409, AGENT_ERROR_CODES.statementState, { status }),
  proxyCodeTaken: () => new ApiError(409, AGENT_ERROR_CODES.proxyCodeTaken),
} as const;
