import { ok, type MockHandler } from '../../test/api-mock';
import { useAgentSession } from './session/store';

/** The agent backend's answers in the unit tests (the contract's shapes). */
export const PROFILE = {
  account: 'agent001',
  tier: 'senior',
  rate: '30',
  proxyCode: 'AG001',
  inviteParam: 'proxyCode',
  invitePath: '/',
  currency: 'NTD',
  balance: '1234.50',
  createdAt: '2026-09-01T00:00:00.000Z',
  supportUntil: '2026-11-30T15:59:59.999Z',
  inSupport: true,
};

const month = (m: string, active: number) => ({ month: m, members: 5, newMembers: 2, activeMembers: active, deposits: '20000.00', turnover: '15000.00', netResult: '3200.50' });

export const DASHBOARD = {
  current: month('2026-11', 1),
  previous: month('2026-10', 4),
  minimumActive: 3,
  meetsMinimum: false,
  previousMeetsMinimum: true,
  tier: { tier: 'senior', rate: '30', next: 'vip', nextRequires: 10, keepRequires: 5, quarter: '2026-Q4', quarterAverage: 2.5, reviewOn: '2027-01-01T00:00:00+08:00' },
  support: { until: '2026-11-30T15:59:59.999Z', active: true, monthsLeft: 1 },
};

export const SERIES = {
  months: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((m, i) => ({ month: m, activeMembers: i, turnover: `${i * 1000}.00`, netResult: `${i * 100}.00`, commission: i === 4 ? '960.15' : '0.00' })),
};

export const MEMBER = { memberId: 7, account: 'pl***01', registeredAt: '2026-10-02T03:00:00.000Z', lastLoginAt: null, depositCount: 1, deposits: '1000.00', turnover: '5000.00', netResult: '-200.00', active: true };

export const STATEMENT = {
  month: '2026-10',
  tier: 'senior',
  rate: '30',
  activeMembers: 4,
  meetsMinimum: true,
  inSupport: true,
  deposits: '20000.00',
  turnover: '15000.00',
  netResult: '3200.50',
  commission: '960.15',
  status: 'approved',
  computedAt: '2026-11-01T00:05:00.000Z',
  approvedAt: '2026-11-02T00:05:00.000Z',
  paidAt: null,
  members: [
    { memberId: 7, account: 'pl***01', depositCount: 1, deposits: '12000.00', turnover: '9000.00', netResult: '3000.50', active: true },
    { memberId: 8, account: 'pl***02', depositCount: 2, deposits: '8000.00', turnover: '6000.00', netResult: '200.00', active: false },
  ],
};

export function agentRoutes(extra: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    'GET /api/v1/agent/profile': () => ok(PROFILE),
    'GET /api/v1/agent/dashboard': () => ok(DASHBOARD),
    'GET /api/v1/agent/series': () => ok(SERIES),
    ...extra,
  };
}

export function logInAgent(token = 'agent-token'): void {
  useAgentSession.setState({ token, account: 'agent001' });
}

export function logOutAgent(): void {
  useAgentSession.setState({ token: null, account: null });
}
