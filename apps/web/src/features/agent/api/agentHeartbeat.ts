import { agentHeartbeat } from '@site/contract/api/agent';
import { agentCall } from './client';

/** POST /v1/agent/heartbeat: keeps the agent's session alive (session/heartbeat.ts times it). */
export function beatAgent(): Promise<unknown> {
  return agentCall(agentHeartbeat, { quiet: true });
}
