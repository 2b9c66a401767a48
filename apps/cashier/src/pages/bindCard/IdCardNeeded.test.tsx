import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ID_FAILED, ID_NONE, ID_VERIFIED, ID_VERIFYING } from '../../components/testing/idCard.fixtures';
import { i18n } from '../../i18n/i18n';
import { envelope, frameHarness, refusal, resetFrame, type Reply } from '../../test/frame';

// SPEC 5 "Bank-card binding needs ID verification": the form only once GET /v1/user/idcard says 2 (success); until then the verification itself, in the frame.

let frame: ReturnType<typeof frameHarness>;

beforeEach(async () => {
  await Promise.all([import('./BindCardPage'), i18n.loadNamespaces(['bindCard', 'fund'])]);
  await resetFrame();
  frame = frameHarness();
  frame.replies['GET /api/v1/fund/bank-cards'] = () => envelope([]);
  frame.replies['GET /api/v1/fund/banks'] = () => envelope([{ code: '004', name: '臺灣銀行' }]);
  // The harness reads JSON bodies; an upload's body is the file itself.
  const json = frame.fetch.getMockImplementation()!;
  frame.fetch.mockImplementation(async (input, init = {}) => {
    if (!(init.body instanceof Blob)) return json(input, init);
    return new Response(JSON.stringify({ code: '000000', msg: 'success', data: { fileId: 'file_abcdef', mime: 'image/png', size: init.body.size } }));
  });
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
});
afterEach(() => frame.cleanup());

async function open(idCard: () => Reply) {
  frame.replies['GET /api/v1/user/idcard'] = idCard;
  const { sendInit } = frame.start({ search: '?page=bindCard' });
  await sendInit();
  await screen.findByRole('heading', { name: '綁定銀行卡' });
}

const notice = () => screen.getByRole('region', { name: '請先完成身分證驗證' });

describe('bind bank card needs ID verification', () => {
  const idForm = () => screen.getByRole('form', { name: '身分證驗證' });

  it('status 0: a notice and the verification itself in the frame, instead of the card form (issue 34: no trip to the account page)', async () => {
    await open(() => envelope(ID_NONE));
    expect(notice()).toHaveTextContent('綁定銀行卡前，請先完成身分證驗證');
    expect(screen.queryByRole('form', { name: '新增銀行卡' })).toBeNull();
    expect(idForm()).toBeInTheDocument();
    expect(screen.getByLabelText('身分證正面')).toBeInTheDocument();
    expect(frame.posted().some((m) => m.type === 'navigate')).toBe(false);
  });

  it('the verification is checked with the contract rules before it is sent, then sent with its photos', async () => {
    frame.replies['POST /api/v1/user/idcard'] = (c) => envelope({ ...ID_VERIFYING, realName: (c.body as { realName: string }).realName });
    await open(() => envelope(ID_NONE));
    fireEvent.change(screen.getByLabelText('身分證號碼'), { target: { value: 'a123456788' } });
    fireEvent.click(within(idForm()).getByRole('button', { name: '送出驗證' }));
    expect(screen.getByLabelText('身分證號碼')).toHaveAttribute('aria-invalid', 'true');
    expect(idForm()).toHaveTextContent('請輸入有效的身分證號碼');
    expect(idForm()).toHaveTextContent('請上傳此照片');
    expect(frame.calls.some((c) => c.method === 'POST' && c.path.endsWith('/idcard'))).toBe(false);

    fireEvent.change(screen.getByLabelText('真實姓名'), { target: { value: '林小明' } });
    fireEvent.change(screen.getByLabelText('身分證號碼'), { target: { value: 'a123456789' } });
    const png = () => new File([new Uint8Array(2048)], 'a.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('身分證正面'), { target: { files: [png()] } });
    fireEvent.change(screen.getByLabelText('身分證反面'), { target: { files: [png()] } });
    await waitFor(() => expect(screen.getAllByText('已上傳')).toHaveLength(2));
    fireEvent.click(within(idForm()).getByRole('button', { name: '送出驗證' }));
    await waitFor(() => expect(frame.posted()).toContainEqual({ type: 'toast', kind: 'success', message: '資料已送出，請等待審核結果' }));
    expect(frame.calls.find((c) => c.method === 'POST' && c.path.endsWith('/idcard'))?.body).toEqual({
      realName: '林小明',
      idNumber: 'A123456789',
      frontFileId: 'file_abcdef',
      backFileId: 'file_abcdef',
    });
  });

  it('status 1: says the verification is being reviewed and to wait; nothing to send meanwhile', async () => {
    await open(() => envelope(ID_VERIFYING));
    expect(notice()).toHaveTextContent('您的身分證驗證正在審核中，請耐心等待審核結果');
    expect(screen.queryByRole('form', { name: '新增銀行卡' })).toBeNull();
    expect(screen.queryByRole('form', { name: '身分證驗證' })).toBeNull();
  });

  it('status 3: says it failed with the reason, and offers it again in the frame', async () => {
    await open(() => envelope(ID_FAILED));
    expect(notice()).toHaveTextContent('您的身分證驗證未通過，原因：照片模糊無法辨識。請重新提交身分證驗證。');
    expect(screen.queryByRole('form', { name: '新增銀行卡' })).toBeNull();
    expect(idForm()).toBeInTheDocument();
  });

  it('status 2: the form, no notice', async () => {
    await open(() => envelope(ID_VERIFIED));
    expect(screen.getByRole('form', { name: '新增銀行卡' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '請先完成身分證驗證' })).toBeNull();
  });

  it('the ID state failing to load offers a retry, not the form', async () => {
    let reply: Reply = refusal(500, '000500');
    frame.replies['GET /api/v1/user/idcard'] = () => reply;
    const { sendInit } = frame.start({ search: '?page=bindCard' });
    await sendInit();
    expect(await screen.findByText('無法載入資料')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '新增銀行卡' })).toBeNull();
    reply = envelope(ID_VERIFIED);
    fireEvent.click(screen.getByRole('button', { name: '重試' }));
    expect(await screen.findByRole('form', { name: '新增銀行卡' })).toBeInTheDocument();
  });

  it('the server still refusing with 013005 (a race) shows the same notice', async () => {
    frame.replies['POST /api/v1/fund/bank-cards'] = () => refusal(403, '013005');
    await open(() => envelope(ID_VERIFIED));
    await screen.findByRole('option', { name: '004 臺灣銀行' });
    fireEvent.change(screen.getByLabelText('銀行'), { target: { value: '004' } });
    fireEvent.change(screen.getByLabelText('分行'), { target: { value: '台北分行' } });
    fireEvent.change(screen.getByLabelText('銀行帳號'), { target: { value: '012345678901' } });
    // The verification's photos are on file: the card cover only (issue 19).
    fireEvent.change(screen.getByLabelText('銀行卡或存摺封面'), { target: { files: [new File([new Uint8Array(2048)], 'a.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getAllByText('已上傳')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('託售密碼（6 位數字）'), { target: { value: '135790' } });
    fireEvent.click(screen.getByRole('button', { name: '送出審核' }));
    expect(await screen.findByRole('region', { name: '請先完成身分證驗證' })).toHaveTextContent('綁定銀行卡前，請先完成身分證驗證');
    expect(screen.queryByRole('form', { name: '新增銀行卡' })).toBeNull();
    expect(screen.getByRole('form', { name: '身分證驗證' })).toBeInTheDocument();
  });
});
