import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RULE_MESSAGES } from '@site/contract/rules/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { envelope, frameHarness, INIT, resetFrame } from '../test/frame';
import { ADDRESS } from './testing/fund.fixtures';

// Issue 34: where the binding form sets a first withdrawal password, a run or a repeat of digits is refused
// with the contract's reason, in the frame's language, before anything is sent; proving one keeps the shape check.

let frame: ReturnType<typeof frameHarness>;

beforeEach(async () => {
  await Promise.all([import('../pages/bindAddress/BindAddressPage'), i18n.loadNamespaces(['bindAddress', 'fund'])]);
  await resetFrame();
  frame = frameHarness();
  frame.replies['GET /api/v1/fund/wallet-addresses'] = () => envelope([]);
  frame.replies['GET /api/v1/user/security/withdrawPassword/isBinding'] = () => envelope(false);
  frame.replies['PUT /api/v1/user/security/withdrawPassword'] = () => envelope(null);
});
afterEach(() => frame.cleanup());

const sent = () => frame.calls.filter((c) => c.method !== 'GET');

async function setFirst(language: 'TW' | 'TH', password: string, labels: { address: string; name: string; password: string; confirm: string; submit: string }) {
  const { sendInit } = frame.start({ search: '?page=bindAddress', init: { ...INIT, language } });
  await sendInit();
  fireEvent.change(await screen.findByLabelText(labels.address), { target: { value: ADDRESS } });
  fireEvent.change(screen.getByLabelText(labels.name), { target: { value: 'wallet' } });
  const field = await screen.findByLabelText(labels.password);
  fireEvent.change(field, { target: { value: password } });
  fireEvent.change(screen.getByLabelText(labels.confirm), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: labels.submit }));
  return field;
}

const TH = { address: 'ที่อยู่กระเป๋า TRC-20', name: 'ชื่อกระเป๋า', password: 'รหัสผ่านการถอนเงินใหม่ (6 หลัก)', confirm: 'ยืนยันรหัสผ่านการถอนเงิน', submit: 'ยืนยันการผูก' };
const TW = { address: 'TRC-20 錢包地址', name: '錢包名稱', password: '新託售密碼（6 位數字）', confirm: '確認託售密碼', submit: '確認綁定' };

describe('a first withdrawal password set in the binding form', () => {
  it.each(['123456', '654321', '111111', '121212'])('refuses %s with the reason and sends nothing', async (password) => {
    const field = await setFirst('TW', password, TW);
    await waitFor(() => expect(field).toHaveAccessibleDescription('託售密碼不能是連續或重複的數字（如123456、111111、121212），請換一組'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toEqual([]);
  });

  it('says it in Thai in a Thai frame', async () => {
    const field = await setFirst('TH', '123456', TH);
    await waitFor(() => expect(field).toHaveAccessibleDescription(RULE_MESSAGES['rules.withdrawPasswordTrivial'].th));
    expect(sent()).toEqual([]);
  });

  it('accepts a password that is neither, sets it, then binds', async () => {
    frame.replies['POST /api/v1/fund/wallet-addresses'] = (c) => envelope({ id: 1, network: 'TRC20', ...(c.body as object), createdAt: '2026-03-01T04:00:00.000Z' });
    await setFirst('TW', '135790', TW);
    await waitFor(() => expect(sent().map((c) => c.path)).toEqual(['/api/v1/user/security/withdrawPassword', '/api/v1/fund/wallet-addresses']));
  });
});
