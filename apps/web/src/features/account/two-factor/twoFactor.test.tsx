import type { TwoFactorStatus } from '@site/contract/api/account-two-factor';
import { aUserInfo } from '@site/contract/testing/users';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { showToast } from '@site/ui/toast-api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installApi, ok, type MockHandler, type MockRequest } from '../../../test/api-mock';
import { accountPages } from '../../../test/pageLoaders';
import { renderWithProviders, resetApp } from '../../../test/render';
import { logIn, sessionRoutes } from '../../../test/session.fixtures';

vi.mock('@site/ui/toast-api', () => ({ showToast: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

// Lazy chunks and namespaces load on first use; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

const OFF: TwoFactorStatus = { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
const ON: TwoFactorStatus = { enabled: true, enabledAt: '2026-11-28T01:00:00.000Z', recoveryCodesLeft: 10 };
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-${String(i).padStart(4, '0')}`);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

function fakeTwoFactor(initial: TwoFactorStatus) {
  let status = initial;
  const requests: MockRequest[] = [];
  const routes: Record<string, MockHandler> = {
    'GET /api/v1/user/security/twoFactor': () => ok(status),
    'POST /api/v1/user/security/twoFactor/begin': (r) => {
      requests.push(r);
      return (r.body as { pwd: string }).pwd === 'demo1234' ? ok({ secret: SECRET, uri: `otpauth://totp/site:secure01?secret=${SECRET}` }) : fail(400, '012018', '原密碼錯誤');
    },
    'POST /api/v1/user/security/twoFactor/confirm': (r) => {
      requests.push(r);
      status = ON;
      return ok({ recoveryCodes: CODES });
    },
    'POST /api/v1/user/security/twoFactor/disable': (r) => {
      requests.push(r);
      if ((r.body as { code?: string }).code === '000000') return fail(400, '013041', '驗證器代碼錯誤', { remainingAttempts: 4 });
      status = OFF;
      return ok(null);
    },
  };
  return { routes, requests };
}

async function renderPage(routes: Record<string, MockHandler>) {
  const info = aUserInfo();
  installApi({ ...sessionRoutes(info), ...routes });
  logIn(info);
  const { default: Page } = await accountPages.twoFactor();
  renderWithProviders(
    <Routes>
      <Route path="*" element={<Page />} />
    </Routes>,
    { path: '/mine/account/twoFactor' },
  );
  expect(await screen.findByRole('heading', { level: 1, name: '兩步驟驗證' })).toBeInTheDocument();
}

describe('/mine/account/twoFactor (issue 39)', () => {
  beforeEach(async () => {
    await resetApp();
  });

  it('turns it on: the password, the QR code and the key in groups of four, a code, then the ten recovery codes once', async () => {
    const user = userEvent.setup();
    const fake = fakeTwoFactor(OFF);
    await renderPage(fake.routes);
    expect(await screen.findByText('未開啟')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '開啟兩步驟驗證' }));

    await user.type(screen.getByLabelText('登入密碼'), 'wrong999');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('原密碼錯誤');
    await user.clear(screen.getByLabelText('登入密碼'));
    await user.type(screen.getByLabelText('登入密碼'), 'demo1234');
    await user.click(screen.getByRole('button', { name: '下一步' }));

    expect(await screen.findByRole('img', { name: '驗證器 App 的 QR code' })).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '驗證器代碼' }), '123456');
    await user.click(screen.getByRole('button', { name: '確認並開啟' }));

    const codes = await screen.findByRole('list', { name: '備用碼' });
    expect(within(codes).getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODES);
    expect(screen.getByRole('button', { name: '下載備用碼' })).toBeInTheDocument();
    const done = screen.getByRole('button', { name: '完成' });
    expect(done).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '我已妥善保存備用碼' }));
    await user.click(done);
    expect(await screen.findByText('已開啟')).toBeInTheDocument();
    expect(screen.getByText('10 組')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '備用碼' })).not.toBeInTheDocument();
    expect(fake.requests.map((r) => r.body)).toEqual([{ pwd: 'wrong999' }, { pwd: 'demo1234' }, { code: '123456' }]);
  });

  it('turns it off with a code (a wrong one says the tries left) or a recovery code', async () => {
    const user = userEvent.setup();
    const fake = fakeTwoFactor(ON);
    await renderPage(fake.routes);
    await user.click(await screen.findByRole('button', { name: '關閉兩步驟驗證' }));
    await user.type(screen.getByRole('textbox', { name: '驗證器代碼' }), '000000');
    await user.click(screen.getByRole('button', { name: '確認關閉' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('驗證器代碼錯誤，還可再試 4 次');
    await user.click(screen.getByRole('button', { name: '改用備用碼' }));
    await user.type(screen.getByRole('textbox', { name: '備用碼' }), CODES[0] ?? '');
    await user.click(screen.getByRole('button', { name: '確認關閉' }));
    expect(await screen.findByText('未開啟')).toBeInTheDocument();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('已關閉兩步驟驗證', { kind: 'success' }));
    expect(screen.getByRole('button', { name: '開啟兩步驟驗證' })).toBeInTheDocument();
    expect(fake.requests.map((r) => r.body)).toEqual([{ code: '000000' }, { recoveryCode: CODES[0] }]);
  });
});
