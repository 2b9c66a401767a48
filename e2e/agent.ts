import type { BrowserContext, Page } from '@playwright/test';
import { api } from './api';
import { ops } from './ops';

/** An agent the e2e suite creates through the operator command (issue 21): account, password, proxy code. */
export interface E2eAgent {
  account: string;
  password: string;
  proxyCode: string;
}

/** The agent the page matrix opens the agent pages as (created once per server). */
export const CHECK_AGENT: E2eAgent = { account: 'e2eagent01', password: 'agent1234', proxyCode: 'E2EAG01' };

/** The agent backend's token for an agent, or null when the login is refused. */
export async function agentLoginByApi(baseUrl: string, agent: E2eAgent): Promise<string | null> {
  const r = await api<{ token: string }>(baseUrl, 'POST', '/v1/agent/login', { body: { username: agent.account, pwd: agent.password } });
  return r.status === 200 && r.code === '000000' ? r.data.token : null;
}

/** Logs the agent in, creating it by `ops agent create` first when the server does not know it (two workers may race: the loser logs in). */
export async function ensureAgent(baseUrl: string, dataDir: string, agent: E2eAgent = CHECK_AGENT): Promise<string> {
  const first = await agentLoginByApi(baseUrl, agent);
  if (first) return first;
  try {
    ops(dataDir, 'agent', 'create', agent.account, agent.password, agent.proxyCode);
  } catch {
    // Created meanwhile by another worker.
  }
  const token = await agentLoginByApi(baseUrl, agent);
  if (!token) throw new Error(`agent ${agent.account}: cannot log in after creating it`);
  return token;
}

/** The agent's session as the web app keeps it (apps/web/src/features/agent/session/store.ts: localStorage 'site.agent'). */
export function agentSessionEntry(token: string, account: string): [string, string] {
  return ['site.agent', JSON.stringify({ state: { token, account }, version: 1 })];
}

/** Keeps the agent logged in on every page the context opens (no token in any address). */
export async function keepAgentSession(context: BrowserContext, token: string, account: string): Promise<void> {
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), agentSessionEntry(token, account));
}

/** Puts the agent's session into the page's origin now (the page must be on the site). */
export async function setAgentSession(page: Page, token: string, account: string): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), agentSessionEntry(token, account));
}
