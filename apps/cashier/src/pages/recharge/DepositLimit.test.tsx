import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD, CHANNELS, emptyPage } from '../../components/testing/fund.fixtures';
import { i18n } from '../../i18n/i18n';
import { CATALOGUE, envelope, frameHarness, resetFrame } from '../../test/frame';

const DAILY = '此筆儲值將超過您設定的每日儲值上限，請查看今日剩餘可儲值金額，或於「我的 > 負責任博彩設定」調整上限。';

let frame: ReturnType<typeof frameHarness>;

beforeEach(async () => {
  // The page prefetches its order view (and the QR code under it) after rendering: loaded here, so no import is
  // still on its way when the file's environment is torn down.
  await Promise.all([import('./RechargePage'), import('./DepositOrderView'), i18n.loadNamespaces(['recharge', 'fund'])]);
  await resetFrame();
  frame = frameHarness();
  frame.replies['GET /api/v1/basics/errorCode/version'] = () =>
    envelope({ ...CATALOGUE, errorCodes: [...CATALOGUE.errorCodes, { errorCode: '031040', httpStatus: 403, description: DAILY, defaultDesc: 'Daily limit', showType: 2 }] });
  frame.replies['GET /api/v1/fund/recharge/channels'] = () => envelope(CHANNELS);
  frame.replies['GET /api/v1/fund/recharge/orders'] = emptyPage;
  frame.replies['GET /api/v1/fund/bank-cards'] = () => envelope([CARD]);
  frame.replies['POST /api/v1/fund/recharge/order'] = () => ({
    status: 403,
    body: { code: '031040', msg: DAILY, data: { period: 'day', limit: '1000.00', deposited: '800.00', remaining: '200.00' } },
  });
});
afterEach(() => {
  frame.cleanup();
  vi.unstubAllGlobals();
});

describe('recharge page and the player’s deposit limits (issue 20)', () => {
  it('a deposit past the daily limit is refused inline, naming the limit and what is left', async () => {
    const { sendInit } = frame.start({ search: '?page=recharge' });
    await sendInit();
    await screen.findByRole('option', { name: /臺灣銀行/ });
    fireEvent.change(screen.getByLabelText('儲值金額'), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: '立即儲值' }));
    const alert = await screen.findByRole('alert');
    await vi.waitFor(() => expect(alert).toHaveTextContent(`${DAILY} 本期剩餘可儲值金額：200.00`));
    // Quiet: no catalogue dialog on top of the inline words.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
