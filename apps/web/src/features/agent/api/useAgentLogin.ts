import { agentLogin } from '@site/contract/api/agent';
import type { BodyOf, ResponseOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { useAgentSession } from '../session/store';
import { agentCall, forgetAgent } from './client';

/** POST /v1/agent/login: account and password, a captcha when asked (as the player's login). quiet: the form words refusals. */
export function loginAgent(body: BodyOf<typeof agentLogin>): Promise<ResponseOf<typeof agentLogin>> {
  return agentCall(agentLogin, { body, quiet: true });
}

export function useAgentLogin() {
  return useMutation({
    mutationFn: loginAgent,
    onSuccess: ({ token }, { username }) => {
      // A different agent's data never shows under the new session.
      forgetAgent();
      useAgentSession.getState().logIn(token, username);
    },
  });
}
