import { STAFF_AGENT_ERROR_CODES } from '@site/contract/codes/staff-outreach';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { envelope, failure, renderAs, stubFetch } from '../players/testing';
import AgentPage from './AgentPage';
import AgentsPage from './AgentsPage';
import CommissionPage from './CommissionPage';

beforeAll(async () => {
  await i18n.loadNamespaces(['agents']);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const AGENT = { id: 5, account: 'agent01', proxyCode: 'AG01', tier: 'partner', rate: '20', currency: 'NTD', members: 4, createdAt: '2026-01-01T00:00:00.000Z', supportUntil: '2026-04-01T00:00:00.000Z', inSupport: false };
const statement = (over: Record<string, unknown>) => ({
  id: 9, agentId: 5, account: 'agent01', month: '2026-10', tier: 'partner', rate: '20', activeMembers: 3, meetsMinimum: true, inSupport: false,
  deposits: '1000.00', turnover: '5000.00', netResult: '600.00', commission: '120.00', currency: 'NTD', status: 'pending',
  approvals: [], approvalsNeeded: 1, paidBy: null, paidAt: null, computedAt: '2026-11-01T00:00:00.000Z', ...over,
});
const EMPTY = { total: 0, records: [] };

describe('the agents pages', () => {
  it('creates an agent after checking its account, password and proxy code', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/v1/staff/agents': () => envelope({ total: 1, records: [AGENT] }),
      'POST /api/v1/staff/agents': () => envelope({ ...AGENT, id: 6, account: 'agent02', proxyCode: 'AG02' }),
    });
    await renderAs(['agent_manager'], <AgentsPage />);
    expect(within(await screen.findByRole('table', { name: '代理' })).getByRole('link', { name: 'agent01' })).toHaveAttribute('href', '/agents/5');
    await user.click(screen.getByRole('button', { name: '新增代理' }));
    const dialog = await screen.findByRole('dialog', { name: '新增代理' });
    await user.click(within(dialog).getByRole('button', { name: '建立' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('請檢查帳號、密碼與推廣代碼');
    await user.type(within(dialog).getByLabelText('帳號（英文字母且至少一個數字）'), 'agent02');
    await user.type(within(dialog).getByLabelText('初始密碼'), 'demo1234');
    await user.type(within(dialog).getByLabelText('推廣代碼（2–32 個英數字）'), 'AG02');
    await user.selectOptions(within(dialog).getByLabelText('等級'), '鑽石');
    await user.click(within(dialog).getByRole('button', { name: '建立' }));
    expect(await screen.findByText('已建立代理 agent02，推廣代碼 AG02。')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ account: 'agent02', password: 'demo1234', proxyCode: 'AG02', tier: 'diamond' });
  });

  it("shows an agent's reviews and changes its tier with a reason", async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/v1/staff/agents/5': () => envelope({ agent: AGENT, reviews: [{ quarter: '2026-Q3', fromTier: 'senior', toTier: 'partner', average: 4, decidedAt: '2026-10-01T00:00:00.000Z' }] }),
      'GET /api/v1/staff/agent-statements': () => envelope(EMPTY),
      'GET /api/v1/staff/agents/5/members': () => envelope({ month: '2026-11', ...EMPTY }),
      'POST /api/v1/staff/agents/5/tier': () => envelope({ ...AGENT, tier: 'vip', rate: '30' }),
    });
    await renderAs(['admin'], <Routes><Route path="/agents/:agentId" element={<AgentPage />} /></Routes>, '/agents/5');
    expect(await screen.findByRole('heading', { name: '代理 agent01' })).toBeVisible();
    expect(screen.getByText('進階／高級 → 普通／合夥人')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '調整等級' }));
    const dialog = await screen.findByRole('dialog', { name: 'agent01 的等級' });
    await user.selectOptions(within(dialog).getByLabelText('新等級'), 'VIP');
    await user.type(within(dialog).getByLabelText('原因'), 'Strong quarter');
    await user.click(within(dialog).getByRole('button', { name: '調整等級' }));
    expect(await screen.findByText('agent01 已調整為VIP。')).toBeVisible();
    expect(calls.find((c) => c.path.endsWith('/tier'))?.body).toEqual({ tier: 'vip', reason: 'Strong quarter' });
  });

  it('approves a pending statement, and says in our words that the approver cannot pay', async () => {
    const user = userEvent.setup();
    let status = 'pending';
    stubFetch({
      'GET /api/v1/staff/agent-statements': () => envelope({ total: 1, records: [statement({ status, approvals: status === 'pending' ? [] : [{ by: 'amy', at: '2026-11-02T00:00:00.000Z' }] })] }),
      'POST /api/v1/staff/agent-statements/9/approve': () => {
        status = 'approved';
        return envelope(statement({ status, approvals: [{ by: 'amy', at: '2026-11-02T00:00:00.000Z' }] }));
      },
      'POST /api/v1/staff/agent-statements/9/pay': () => failure(409, STAFF_AGENT_ERROR_CODES.approverCannotPay),
    });
    await renderAs(['agent_manager'], <CommissionPage />);
    const table = await screen.findByRole('table', { name: '佣金報表' });
    await user.click(within(table).getByRole('button', { name: '核准 agent01 2026-10 的佣金' }));
    expect(await screen.findByText('agent01 2026-10 的佣金已核准，請由另一位人員發放。')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('狀態'), '已核准，待發放');
    await user.click(await screen.findByRole('button', { name: '發放 agent01 2026-10 的佣金' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('您核准了此佣金，需由另一位人員發放');
  });
});
