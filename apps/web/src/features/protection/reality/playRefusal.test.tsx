import { ApiError } from '@site/client/errors';
import { PLAY_LIMIT_ERROR_CODES } from '@site/contract/codes/protection-play';
import { resetConfirms } from '@site/ui/confirm';
import { ConfirmHost } from '@site/ui/confirm-host';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetApp } from '../../../test/render';
import { formatLocalDateTime } from '../../../shared/utils/time';
import { explainPlayRefusal } from './playRefusal';

const RESET_AT = '2030-01-02T16:00:00.000Z';
const DAY_TEXT = '您已達到設定的每日輸額上限，今日無法再進入遊戲或下注，可於「我的 > 負責任博彩設定」查看。';

describe('a launch refused by a play limit (issue 20)', () => {
  beforeEach(async () => {
    await resetApp();
  });
  afterEach(() => {
    act(() => resetConfirms());
  });

  it('is told in a notice with the catalogue’s words and the local time the limit allows play again', async () => {
    const user = userEvent.setup();
    render(<ConfirmHost labels={{ title: '提示', confirm: '確定', cancel: '取消' }} />);
    const refusal = new ApiError('catalogued', { status: 403, code: PLAY_LIMIT_ERROR_CODES.dayLossReached, msg: DAY_TEXT, data: { period: 'day', resetAt: RESET_AT } }, undefined, DAY_TEXT);
    const told = explainPlayRefusal(refusal);
    const dialog = await screen.findByRole('dialog', { name: '已達到您設定的上限' });
    expect(dialog).toHaveTextContent(`${DAY_TEXT}（將於 ${formatLocalDateTime(new Date(RESET_AT))} 重新計算）`);
    await user.click(screen.getByRole('button', { name: '關閉' }));
    expect(await told).toBe(true);
  });

  it('the session limit names when a new session may start; other failures are left to the client', async () => {
    render(<ConfirmHost labels={{ title: '提示', confirm: '確定', cancel: '取消' }} />);
    const session = new ApiError('catalogued', { status: 403, code: PLAY_LIMIT_ERROR_CODES.sessionTimeReached, msg: 'm', data: { minutes: 60, playedMinutes: 61, resetAt: RESET_AT } }, undefined, '單次上限');
    void explainPlayRefusal(session);
    expect(await screen.findByRole('dialog')).toHaveTextContent(`單次上限（可於 ${formatLocalDateTime(new Date(RESET_AT))} 後再開始遊戲）`);
    expect(await explainPlayRefusal(new ApiError('catalogued', { status: 404, code: 'x', msg: 'no', data: null }, undefined, 'no'))).toBe(false);
    expect(await explainPlayRefusal(new Error('network'))).toBe(false);
  });
});
