/** The agent backend's codes (031080-031099, issue 21; the server's catalogue-agent.ts words each in three languages). */
export const AGENT_ERROR_CODES = {
  /** The account is not an agent (operator commands; the agent login answers 012001 as for a wrong password). */
  notAgent: '031080',
  /** The member is not one of this agent's members (or does not exist). */
  memberNotFound: '031081',
  /** No statement for that month. */
  statementNotFound: '031082',
  /** The month is before the agent existed or after the current month. */
  monthOutOfRange: '031083',
  /** The statement is not in the state the operator command needs (approve: pending; pay: approved). */
  statementState: '031084',
  /** The proxy code is already taken by another proxy or agent. */
  proxyCodeTaken: '031085',
} as const;
