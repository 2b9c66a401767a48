import { STAFF_RISK_ERROR_CODES } from '@site/contract/codes/staff';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { envelope, failure, renderAs, stubFetch } from '../players/testing';
import { letterHtml } from './InteractionDialog';
import SaferGamblingPage from './SaferGamblingPage';
import WithheldPage from './WithheldPage';

beforeAll(async () => {
  await i18n.loadNamespaces(['risk']);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const HARMED = {
  playerId: 2, account: 'phone01', lastInteractionAt: null,
  markers: [{ marker: 'selfAssessment', figure: '9', threshold: '≥ 8' }, { marker: 'lateNight', figure: '4', threshold: '≥ 3' }],
};
const EMPTY = { total: 0, records: [] };

describe('the safer-gambling page', () => {
  it('names each marker with what was measured and its threshold, and filters by marker on the server', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({ 'GET /api/v1/staff/risk/harm': () => envelope({ total: 1, records: [HARMED] }) });
    await renderAs(['risk'], <SaferGamblingPage />);
    const table = await screen.findByRole('table', { name: '出現傷害徵兆的會員' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('自我評估分數偏高 9（≥ 8）');
    expect(row).toHaveTextContent('深夜遊戲 4（≥ 3）');
    expect(row).toHaveTextContent('尚無');
    await user.selectOptions(screen.getByLabelText('徵兆'), '深夜遊戲');
    await vi.waitFor(() => expect(calls.at(-1)?.query.get('marker')).toBe('lateNight'));
  });

  it('a call note needs words before it is sent; then it is recorded and said so', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/v1/staff/risk/harm': () => envelope({ total: 1, records: [HARMED] }),
      'GET /api/v1/staff/risk/players/2/interactions': () => envelope(EMPTY),
      'POST /api/v1/staff/risk/players/2/interactions': () => envelope({ id: 5, at: '2026-01-02T00:00:00.000Z', staff: 'amy', kind: 'call', summary: 'Talked' }),
    });
    await renderAs(['risk'], <SaferGamblingPage />);
    await user.click(await screen.findByRole('button', { name: '記錄與 phone01 的關懷' }));
    const dialog = await screen.findByRole('dialog', { name: '與 phone01 的關懷' });
    expect(await within(dialog).findByText('尚無關懷紀錄。')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: '記錄' }));
    expect(within(dialog).getByLabelText('備註（談話內容或原因）')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('備註（談話內容或原因）'), 'Talked about limits');
    await user.click(within(dialog).getByRole('button', { name: '記錄' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'call', note: 'Talked about limits' });
    expect(screen.getByRole('status')).toHaveTextContent('已為 phone01 記錄電話紀錄。');
  });

  it('a deposit limit looser than the player\'s own is refused in our words, inside the dialog', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/v1/staff/risk/harm': () => envelope({ total: 1, records: [HARMED] }),
      'GET /api/v1/staff/risk/players/2/interactions': () => envelope(EMPTY),
      'POST /api/v1/staff/risk/players/2/interactions': () => failure(409, STAFF_RISK_ERROR_CODES.notStricter),
    });
    await renderAs(['admin'], <SaferGamblingPage />);
    await user.click(await screen.findByRole('button', { name: '記錄與 phone01 的關懷' }));
    const dialog = await screen.findByRole('dialog', { name: '與 phone01 的關懷' });
    await user.selectOptions(within(dialog).getByLabelText('關懷方式'), '儲值限額');
    await user.type(within(dialog).getByLabelText('限額（新台幣）'), '6000');
    await user.type(within(dialog).getByLabelText('備註（談話內容或原因）'), 'asked by phone');
    await user.click(within(dialog).getByRole('button', { name: '記錄' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('員工只能讓會員的保護更嚴格');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'depositLimit', period: 'day', amount: '6000', note: 'asked by phone' });
  });

  it("a letter's text is sent escaped, paragraph by paragraph", () => {
    expect(letterHtml('Hello <b>you</b>\n\nSee & "call" us')).toBe('<p>Hello &lt;b&gt;you&lt;/b&gt;</p><p>See &amp; &quot;call&quot; us</p>');
  });
});

const WITHHELD = {
  id: 9, playerId: 2, account: 'phone01', kind: 'invite', reference: 'INV4', linkedPlayerId: 4, linkedAccount: 'vip999', links: ['device'],
  at: '2026-01-01T00:00:00.000Z', amount: '100.00', status: 'withheld', decidedBy: null, decidedAt: null, reason: null,
};

describe('the withheld bonuses page', () => {
  it('a refusal that held no money can only be confirmed; a release asks for a reason and says what was credited', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/v1/staff/risk/withheld': () => envelope({ total: 2, records: [WITHHELD, { ...WITHHELD, id: 10, kind: 'firstRecharge', reference: 'FRJOIN2', amount: null }] }),
      'POST /api/v1/staff/risk/withheld/9/decide': () => envelope({ ...WITHHELD, status: 'released', decidedBy: 'amy', reason: 'household' }),
    });
    await renderAs(['risk'], <WithheldPage />);
    expect(await screen.findByRole('button', { name: '發放 phone01 的 FRJOIN2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '確認扣留 phone01 的 FRJOIN2' })).toBeEnabled();
    expect(calls[0]?.query.get('status')).toBe('withheld');
    await user.click(screen.getByRole('button', { name: '發放 phone01 的 INV4' }));
    const dialog = await screen.findByRole('dialog', { name: '發放扣留紅利' });
    expect(dialog).toHaveTextContent('phone01 的邀請好友獎勵（100.00 NTD），因與 vip999 關聯而扣留');
    await user.click(within(dialog).getByRole('button', { name: '發放' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('原因'), 'household');
    await user.click(within(dialog).getByRole('button', { name: '發放' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ release: true, reason: 'household' });
    expect(screen.getByRole('status')).toHaveTextContent('已發放 INV4：100.00 NTD 已入帳至 phone01。');
  });
});
