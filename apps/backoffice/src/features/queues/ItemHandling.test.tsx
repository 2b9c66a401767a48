import { ApiError } from '@site/client/errors';
import { STAFF_ERROR_CODES } from '@site/contract/codes/staff';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ItemHandling, type QueueDecision } from './ItemHandling';
import { envelope, MEMBER, renderSignedIn, stubFetch, TOKEN } from './testing';

const UNTIL = '2030-01-01T04:15:00.000Z';
const approve = (run: () => Promise<unknown> = async () => ({ status: 'success' })): QueueDecision => ({ id: 'approve', label: '核准', run, done: () => '已核准' });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("a queue item's claim and actions", () => {
  it('a free item offers only the claim, sent for this kind and item with the staff token', async () => {
    const { calls } = stubFetch({ 'POST /api/v1/staff/queues/deposit/D100/claim': () => envelope({ staffId: MEMBER.id, name: MEMBER.name, until: UNTIL }) });
    await renderSignedIn(<ItemHandling kind="deposit" itemId="D100" itemLabel="D100" claim={null} decisions={[approve()]} reject={{ run: vi.fn(), done: '已駁回' }} />);
    expect(screen.getByText('未認領')).toBeVisible();
    expect(screen.queryByRole('button', { name: '核准' })).toBeNull();
    expect(screen.queryByRole('button', { name: '駁回' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '認領' }));
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/v1/staff/queues/deposit/D100/claim'));
    expect(calls[0]?.headers.token).toBe(TOKEN);
  });

  it('the holder sees the decisions, the rejection and the release; any other member sees who holds it and until when, and no action', async () => {
    const view = await renderSignedIn(<ItemHandling kind="withdraw" itemId="W1" itemLabel="W1" claim={{ staffId: MEMBER.id, name: MEMBER.name, until: UNTIL }} decisions={[approve()]} reject={{ run: vi.fn(), done: '已駁回' }} />);
    expect(screen.getByText('由您處理至 2030/01/01 12:15')).toBeVisible();
    for (const name of ['核准', '駁回', '釋出']) expect(screen.getByRole('button', { name })).toHaveAccessibleDescription('W1');
    view.unmount();
    await renderSignedIn(<ItemHandling kind="withdraw" itemId="W1" itemLabel="W1" claim={{ staffId: 99, name: 'bob', until: UNTIL }} decisions={[approve()]} reject={{ run: vi.fn(), done: '已駁回' }} />);
    expect(screen.getByText('bob 處理中，至 2030/01/01 12:15')).toBeVisible();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it("a refused decision is said in the row in the catalogue's words (four eyes: another member must approve)", async () => {
    const words = '此筆提款需由另一位員工覆核';
    const refused = new ApiError('catalogued', { status: 409, code: STAFF_ERROR_CODES.sameApprover, msg: words, data: { threshold: 50000 } }, undefined, words);
    await renderSignedIn(<ItemHandling kind="withdraw" itemId="W1" itemLabel="W1" claim={{ staffId: MEMBER.id, name: MEMBER.name, until: UNTIL }} decisions={[approve(() => Promise.reject(refused))]} />);
    fireEvent.click(screen.getByRole('button', { name: '核准' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
  });

  it('an item another member claimed first names that member in the refusal', async () => {
    stubFetch({ 'POST /api/v1/staff/queues/card/5/claim': () => ({ status: 409, body: { code: STAFF_ERROR_CODES.claimedByOther, msg: '此項目已由其他員工處理中', data: { staffId: 99, name: 'bob', until: UNTIL } } }) });
    await renderSignedIn(<ItemHandling kind="card" itemId="5" itemLabel="004 1234" claim={null} decisions={[approve()]} />);
    fireEvent.click(screen.getByRole('button', { name: '認領' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('bob 正在處理此項目（至 2030/01/01 12:15）');
  });

  it('a rejection asks for its reason in a labelled field, sends it, and a cancelled one gives the focus back to its button', async () => {
    const reject = vi.fn(async () => ({ status: 'failure' }));
    await renderSignedIn(<ItemHandling kind="deposit" itemId="D7" itemLabel="D7" claim={{ staffId: MEMBER.id, name: MEMBER.name, until: UNTIL }} decisions={[approve()]} reject={{ run: reject, done: '已駁回 D7' }} />);
    const button = screen.getByRole('button', { name: '駁回' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: '駁回 D7' });
    await waitFor(() => expect(screen.getByLabelText('駁回原因')).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: '確認駁回' }));
    expect(await screen.findByText('請填寫駁回原因')).toBeVisible();
    expect(reject).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('駁回原因'), { target: { value: '轉出帳戶與綁定卡不符' } });
    fireEvent.click(screen.getByRole('button', { name: '確認駁回' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(reject).toHaveBeenCalledWith('轉出帳戶與綁定卡不符');

    fireEvent.click(button);
    await screen.findByRole('dialog', { name: '駁回 D7' });
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  });
});
