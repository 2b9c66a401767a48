import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS } from '../../components/testing/fund.fixtures';
import { i18n } from '../../i18n/i18n';
import { envelope, frameHarness, resetFrame } from '../../test/frame';

let frame: ReturnType<typeof frameHarness>;

beforeEach(async () => {
  await Promise.all([import('./BindAddressPage'), i18n.loadNamespaces(['bindAddress', 'fund'])]);
  await resetFrame();
  frame = frameHarness();
  frame.replies['GET /api/v1/fund/wallet-addresses'] = () => envelope([]);
  frame.replies['POST /api/v1/fund/wallet-addresses'] = (c) =>
    envelope({ id: 1, network: 'TRC20', ...(c.body as object), createdAt: '2026-03-01T04:00:00.000Z' });
});
afterEach(() => frame.cleanup());

async function open() {
  const { sendInit } = frame.start({ search: '?page=bindAddress' });
  await sendInit();
  await screen.findByText('尚未綁定錢包地址');
}

const fill = (address: string, name = '我的錢包', password = '135790') => {
  fireEvent.change(screen.getByLabelText('TRC-20 錢包地址'), { target: { value: address } });
  fireEvent.change(screen.getByLabelText('錢包名稱'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('託售密碼（6 位數字）'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '確認綁定' }));
};

describe('bind wallet address page', () => {
  it('refuses an address whose checksum is wrong (one character changed), saying so, and sends nothing', async () => {
    await open();
    fill(`${ADDRESS.slice(0, -1)}u`);
    expect(screen.getByRole('alert')).toHaveTextContent('地址校驗失敗，請檢查是否有字元輸入錯誤');
    expect(screen.getByLabelText('TRC-20 錢包地址')).toHaveAttribute('aria-invalid', 'true');
    expect(frame.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('tells a wrong shape apart from a wrong checksum', async () => {
    await open();
    fill('0x52908400098527886E0F7030069857D2E4169EE7');
    expect(screen.getByRole('alert')).toHaveTextContent('地址格式錯誤：TRC-20 地址以 T 開頭，共 34 個字元');
  });

  it('asks for the withdrawal password: without its 6 digits nothing is sent', async () => {
    await open();
    fill(ADDRESS, '我的錢包', '');
    expect(screen.getByRole('alert')).toHaveTextContent('請輸入 6 位數字託售密碼');
    expect(screen.getByLabelText('託售密碼（6 位數字）')).toHaveAttribute('aria-invalid', 'true');
    expect(frame.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('a player without a withdrawal password sets it in the form (issue 34): typed twice, set first, then the binding proved by it', async () => {
    frame.replies['GET /api/v1/user/security/withdrawPassword/isBinding'] = () => envelope(false);
    frame.replies['PUT /api/v1/user/security/withdrawPassword'] = () => envelope(null);
    await open();
    expect(await screen.findByRole('group', { name: '設定託售密碼' })).toHaveTextContent('您尚未設定託售密碼');
    expect(screen.queryByRole('button', { name: '前往設定託售密碼' })).toBeNull();
    fireEvent.change(screen.getByLabelText('TRC-20 錢包地址'), { target: { value: ADDRESS } });
    fireEvent.change(screen.getByLabelText('錢包名稱'), { target: { value: '我的錢包' } });
    fireEvent.change(screen.getByLabelText('新託售密碼（6 位數字）'), { target: { value: '246810' } });
    fireEvent.change(screen.getByLabelText('確認託售密碼'), { target: { value: '246811' } });
    fireEvent.click(screen.getByRole('button', { name: '確認綁定' }));
    expect(screen.getByLabelText('確認託售密碼')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: '設定託售密碼' })).toHaveTextContent('兩次輸入的密碼不相符');
    expect(frame.calls.some((c) => c.method !== 'GET')).toBe(false);

    fireEvent.change(screen.getByLabelText('確認託售密碼'), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: '確認綁定' }));
    await waitFor(() => expect(frame.posted()).toContainEqual({ type: 'toast', kind: 'success', message: '錢包地址綁定成功' }));
    const sent = frame.calls.filter((c) => c.method !== 'GET');
    expect(sent.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /api/v1/user/security/withdrawPassword', 'POST /api/v1/fund/wallet-addresses']);
    expect(sent[0]?.body).toEqual({ withdrawPassword: '246810', confirmWithdrawPassword: '246810' });
    expect(sent[1]?.body).toMatchObject({ address: ADDRESS, withdrawPassword: '246810' });
  });

  it('a password refused by the rules is said in the field and nothing is sent', async () => {
    frame.replies['GET /api/v1/user/security/withdrawPassword/isBinding'] = () => envelope(false);
    await open();
    fireEvent.change(screen.getByLabelText('TRC-20 錢包地址'), { target: { value: ADDRESS } });
    fireEvent.change(screen.getByLabelText('錢包名稱'), { target: { value: '我的錢包' } });
    fireEvent.change(await screen.findByLabelText('新託售密碼（6 位數字）'), { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: '確認綁定' }));
    expect(screen.getByLabelText('新託售密碼（6 位數字）')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: '設定託售密碼' })).toHaveTextContent('託售密碼必須為6位數字');
    expect(frame.calls.some((c) => c.method !== 'GET')).toBe(false);
  });

  it('the server saying there is no password after all (031009) turns the field into setting one, the address kept', async () => {
    frame.replies['POST /api/v1/fund/wallet-addresses'] = () => ({ status: 400, body: { code: '031009', msg: '為了保障您的帳號安全，請先綁定託售密碼', data: null } });
    await open();
    fill(ADDRESS);
    expect(await screen.findByRole('alert')).toHaveTextContent('為了保障您的帳號安全，請先綁定託售密碼');
    expect(await screen.findByLabelText('新託售密碼（6 位數字）')).toBeInTheDocument();
    expect(screen.getByLabelText('TRC-20 錢包地址')).toHaveValue(ADDRESS);
  });

  it('a wrong withdrawal password is refused in the catalogue\'s words, and the field is emptied', async () => {
    frame.replies['POST /api/v1/fund/wallet-addresses'] = () => ({ status: 400, body: { code: '031008', msg: '託售密碼錯誤', data: { attemptsLeft: 4, lockedUntil: null } } });
    await open();
    fill(ADDRESS);
    expect(await screen.findByRole('alert')).toHaveTextContent('託售密碼錯誤');
    expect(screen.getByLabelText('託售密碼（6 位數字）')).toHaveValue('');
  });

  it('refuses a wallet name holding a right-to-left override, saying why, and sends nothing', async () => {
    await open();
    fill(ADDRESS, '我的\u202e錢包');
    expect(screen.getByRole('alert')).toHaveTextContent('不能包含不可見的格式字元（如零寬字元或文字方向控制字元）');
    expect(frame.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('binds a valid address with its name and lists it', async () => {
    await open();
    let bound = false;
    frame.replies['GET /api/v1/fund/wallet-addresses'] = () =>
      envelope(bound ? [{ id: 1, network: 'TRC20', address: ADDRESS, name: '我的錢包', createdAt: '2026-03-01T04:00:00.000Z' }] : []);
    const post = frame.replies['POST /api/v1/fund/wallet-addresses']!;
    frame.replies['POST /api/v1/fund/wallet-addresses'] = (c) => ((bound = true), post(c));
    fill(`  ${ADDRESS} `);
    await waitFor(() => expect(frame.posted()).toContainEqual({ type: 'toast', kind: 'success', message: '錢包地址綁定成功' }));
    expect(frame.calls.find((c) => c.method === 'POST')?.body).toEqual({ network: 'TRC20', address: ADDRESS, name: '我的錢包', withdrawPassword: '135790' });
    expect(await screen.findByText(ADDRESS)).toBeInTheDocument();
  });
});
