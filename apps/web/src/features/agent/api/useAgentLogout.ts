import { agentLogout } from '@site/contract/api/agent';
import { useCallback } from 'react';
import { agentCall, forgetAgent } from './client';

/** POST /v1/agent/logout, then forgets the agent locally whatever the answer (the player's session stays). */
export async function logoutAgent(): Promise<void> {
  try {
    await agentCall(agentLogout, { quiet: true });
  } catch {
    // Logged out here even when the server cannot be told.
  } finally {
    forgetAgent();
  }
}

export function useAgentLogout(): () => Promise<void> {
  return useCallback(() => logoutAgent(), []);
}
