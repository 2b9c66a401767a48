import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD } from '../../components/testing/fund.fixtures';
import { i18n } from '../../i18n/i18n';
import { envelope, frameHarness, refusal, resetFrame } from '../../test/frame';
import { ID_VERIFIED, ID_VERIFIED_NO_PHOTOS } from '../../components/testing/idCard.fixtures';

let frame: ReturnType<typeof frameHarness>;
let uploads: { purpose: string | null; body: Blob; type: string }[];

beforeEach(async () => {
  await Promise.all([import('./BindCardPage'), i18n.loadNamespaces(['bindCard', 'fund'])]);
  await resetFrame();
  frame = frameHarness();
  frame.replies['GET /api/v1/fund/bank-cards'] = () => envelope([]);
  // Most tests: a verification without photos on file, so the form asks for all three.
  frame.replies['GET /api/v1/user/idcard'] = () => envelope(ID_VERIFIED_NO_PHOTOS);
  frame.replies['GET /api/v1/fund/banks'] = () => envelope([{ code: '004', name: '臺灣銀行' }, { code: '013', name: '國泰世華' }]);
  frame.replies['POST /api/v1/fund/bank-cards'] = () => envelope({ ...CARD, id: 2, status: 'reviewing' });
  // The harness reads JSON bodies; an upload's body is the file itself.
  uploads = [];
  const json = frame.fetch.getMockImplementation()!;
  frame.fetch.mockImplementation(async (input, init = {}) => {
    if (!(init.body instanceof Blob)) return json(input, init);
    const url = new URL(String(input), window.location.origin);
    uploads.push({ purpose: url.searchParams.get('purpose'), body: init.body, type: (init.headers as Record<string, string>)['content-type'] ?? '' });
    return new Response(JSON.stringify({ code: '000000', msg: 'success', data: { fileId: `file_${uploads.length}_abcdef`, mime: 'image/png', size: init.body.size } }));
  });
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
});
afterEach(() => frame.cleanup());

async function open() {
  const { sendInit } = frame.start({ search: '?page=bindCard' });
  await sendInit();
  await screen.findByRole('heading', { name: '綁定銀行卡' });
}

const image = (name: string, type: string, size = 2048) => new File([new Uint8Array(size)], name, { type });
const pick = (label: string, file: File) => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

describe('bind bank card page', () => {
  it('refuses a file of another type or over 10 MB in the browser, with SPEC wording, and uploads nothing', async () => {
    await open();
    pick('身分證正面', image('id.pdf', 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('僅支持jpeg、jpg、png、gif格式的圖片');
    const big = image('id.png', 'image/png', 1);
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    pick('身分證反面', big);
    expect(await screen.findByText('文件大小不能超過10MB')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('uploads each photo as raw bytes, keeps the card number to digits and sends the application', async () => {
    await open();
    await screen.findByRole('option', { name: '004 臺灣銀行' });
    fireEvent.change(screen.getByLabelText('銀行'), { target: { value: '004' } });
    fireEvent.change(screen.getByLabelText('分行'), { target: { value: '台北分行' } });
    fireEvent.change(screen.getByLabelText('銀行帳號'), { target: { value: '0123-4567 8901' } });
    expect(screen.getByLabelText('銀行帳號')).toHaveValue('012345678901');
    pick('身分證正面', image('front.jpg', 'image/jpeg'));
    pick('身分證反面', image('back.png', 'image/png'));
    pick('銀行卡或存摺封面', image('cover.gif', 'image/gif'));
    await waitFor(() => expect(screen.getAllByText('已上傳')).toHaveLength(3));
    // Each photo uploads as soon as it is picked, so they may finish in any order.
    expect(uploads.map((u) => [u.purpose, u.type]).sort()).toEqual([
      ['cardCover', 'application/octet-stream'],
      ['idBack', 'application/octet-stream'],
      ['idFront', 'application/octet-stream'],
    ]);
    expect(screen.getByRole('img', { name: '身分證正面預覽' })).toHaveAttribute('src', 'blob:preview');
    fireEvent.change(screen.getByLabelText('託售密碼（6 位數字）'), { target: { value: '135790' } });
    fireEvent.click(screen.getByRole('button', { name: '送出審核' }));
    await waitFor(() => expect(frame.posted()).toContainEqual({ type: 'toast', kind: 'success', message: '已送出綁定申請，請等待審核' }));
    // The server numbers the files as they arrive, in whatever order the three uploads reached it.
    const fileIdOf = (purpose: string) => `file_${uploads.findIndex((u) => u.purpose === purpose) + 1}_abcdef`;
    expect(frame.calls.find((c) => c.method === 'POST' && c.path.endsWith('/bank-cards'))?.body).toEqual({
      bankCode: '004',
      branch: '台北分行',
      cardNo: '012345678901',
      idFrontFileId: fileIdOf('idFront'),
      idBackFileId: fileIdOf('idBack'),
      coverFileId: fileIdOf('cardCover'),
      withdrawPassword: '135790',
    });
  });

  it('with the ID verification photos on file asks only for the card cover and sends no ID photo', async () => {
    frame.replies['GET /api/v1/user/idcard'] = () => envelope(ID_VERIFIED);
    await open();
    await screen.findByRole('option', { name: '004 臺灣銀行' });
    expect(screen.queryByLabelText('身分證正面')).toBeNull();
    expect(screen.queryByLabelText('身分證反面')).toBeNull();
    fireEvent.change(screen.getByLabelText('銀行'), { target: { value: '004' } });
    fireEvent.change(screen.getByLabelText('分行'), { target: { value: '台北分行' } });
    fireEvent.change(screen.getByLabelText('銀行帳號'), { target: { value: '012345678901' } });
    pick('銀行卡或存摺封面', image('cover.png', 'image/png'));
    await screen.findByText('已上傳');
    fireEvent.change(screen.getByLabelText('託售密碼（6 位數字）'), { target: { value: '135790' } });
    fireEvent.click(screen.getByRole('button', { name: '送出審核' }));
    await waitFor(() => expect(frame.posted()).toContainEqual({ type: 'toast', kind: 'success', message: '已送出綁定申請，請等待審核' }));
    expect(frame.calls.find((c) => c.method === 'POST' && c.path.endsWith('/bank-cards'))?.body).toEqual({
      bankCode: '004',
      branch: '台北分行',
      cardNo: '012345678901',
      coverFileId: 'file_1_abcdef',
      withdrawPassword: '135790',
    });
  });

  it('says what is missing instead of sending an incomplete application', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: '送出審核' }));
    expect(screen.getByText('請選擇銀行', { selector: '[role=alert]' })).toBeInTheDocument();
    expect(screen.getByText('銀行帳號須為 10-16 位數字')).toBeInTheDocument();
    expect(screen.getAllByText('請上傳此照片')).toHaveLength(3);
    // Issue 17: a new destination needs the withdrawal password.
    expect(screen.getByText('請輸入 6 位數字託售密碼')).toBeInTheDocument();
    expect(frame.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('a card under review shows the waiting state and blocks a new application with SPEC words', async () => {
    frame.replies['GET /api/v1/fund/bank-cards'] = () => envelope([{ ...CARD, status: 'reviewing' }, { ...CARD, id: 3, status: 'rejected', reason: '照片模糊' }]);
    await open();
    expect(screen.getByText('審核中')).toBeInTheDocument();
    expect(screen.getByText('等待後台審核中，預計 15 分鐘至 24 小時內完成審核')).toBeInTheDocument();
    expect(screen.getByText('駁回原因：照片模糊')).toBeInTheDocument();
    expect(screen.getByText('您有審核中的綁定銀行卡申請，請耐心等待審核結果。如有疑問，請聯繫客服。')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '新增銀行卡' })).toBeNull();
  });

  it('the server refusing a second application (031003) is worded as SPEC says', async () => {
    frame.replies['POST /api/v1/fund/bank-cards'] = () => refusal(409, '031003');
    await open();
    await screen.findByRole('option', { name: '004 臺灣銀行' });
    fireEvent.change(screen.getByLabelText('銀行'), { target: { value: '004' } });
    fireEvent.change(screen.getByLabelText('分行'), { target: { value: '台北分行' } });
    fireEvent.change(screen.getByLabelText('銀行帳號'), { target: { value: '012345678901' } });
    for (const label of ['身分證正面', '身分證反面', '銀行卡或存摺封面']) pick(label, image('a.png', 'image/png'));
    await waitFor(() => expect(screen.getAllByText('已上傳')).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('託售密碼（6 位數字）'), { target: { value: '135790' } });
    fireEvent.click(screen.getByRole('button', { name: '送出審核' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('您有審核中的綁定銀行卡申請，請耐心等待審核結果。如有疑問，請聯繫客服。');
  });
});
