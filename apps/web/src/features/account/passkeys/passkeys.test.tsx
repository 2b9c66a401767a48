import type { PasskeyRecord } from '@site/contract/api/account-passkeys';
import { aUserInfo } from '@site/contract/testing/users';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPasskey, passkeysSupported } from '../../../shared/webauthn/webauthn';
import { fail, installApi, ok, type MockHandler, type MockRequest } from '../../../test/api-mock';
import { accountPages } from '../../../test/pageLoaders';
import { renderWithProviders, resetApp } from '../../../test/render';
import { errorCatalogue } from '../../../test/site.fixtures';
import { logIn, sessionRoutes } from '../../../test/session.fixtures';

// Lazy chunks and namespaces load on first use; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

// The browser's passkey dialog is the browser's: here it answers as an authenticator would (or as a closed dialog).
vi.mock('../../../shared/webauthn/webauthn', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  passkeysSupported: vi.fn(() => true),
  createPasskey: vi.fn(async () => ({ id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'oA' }, clientExtensionResults: {} })),
}));
vi.mock('@site/ui/toast-api', () => ({ showToast: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const PHONE: PasskeyRecord = { id: 4, name: '我的手機', createdAt: '2026-11-20T01:00:00.000Z', lastUsedAt: '2026-11-28T02:00:00.000Z' };
const LAPTOP: PasskeyRecord = { id: 9, name: 'Laptop', createdAt: '2026-11-27T01:00:00.000Z', lastUsedAt: null };
const OPTIONS = { challenge: 'abc', rp: { id: 'localhost', name: 'Jade' }, user: { id: 'cDE', name: 'player', displayName: 'player' }, pubKeyCredParams: [{ type: 'public-key', alg: -7 }] };

function fakePasskeys(initial: PasskeyRecord[]) {
  let records = [...initial];
  const requests: MockRequest[] = [];
  const catalogue = errorCatalogue();
  const routes: Record<string, MockHandler> = {
    // The catalogue's words for the wrong password (SPEC 8: the client says a refusal in the catalogue's words).
    'GET /api/v1/basics/errorCode/version': () =>
      ok({ ...catalogue, errorCodes: [...catalogue.errorCodes, { errorCode: '013009', httpStatus: 400, description: '登入密碼錯誤', defaultDesc: 'The login password is wrong', showType: 1 as const }] }),
    'GET /api/v1/user/passkeys': () => ok({ records }),
    'POST /api/v1/user/passkeys/registerOptions': () => ok({ options: OPTIONS }),
    'POST /api/v1/user/passkeys': (r) => {
      requests.push(r);
      const added = { id: 11, name: (r.body as { name: string }).name, createdAt: '2026-11-29T01:00:00.000Z', lastUsedAt: null };
      records = [...records, added];
      return ok(added);
    },
  };
  for (const p of initial) {
    routes[`POST /api/v1/user/passkeys/${p.id}/remove`] = (r) => {
      requests.push(r);
      if ((r.body as { pwd?: string }).pwd !== 'pass1234') return fail(400, '013009', '登入密碼錯誤');
      records = records.filter((x) => x.id !== p.id);
      return ok(null);
    };
  }
  return { routes, requests };
}

async function renderPage(routes: Record<string, MockHandler>) {
  const info = aUserInfo();
  installApi({ ...sessionRoutes(info), ...routes });
  logIn(info);
  const { default: Page } = await accountPages.passkeys();
  renderWithProviders(
    <Routes>
      <Route path="*" element={<Page />} />
    </Routes>,
    { path: '/mine/account/passkeys' },
  );
  expect(await screen.findByRole('heading', { level: 1, name: '通行密鑰' })).toBeInTheDocument();
}

describe('/mine/account/passkeys (issue 39)', () => {
  beforeEach(async () => {
    await resetApp();
    vi.mocked(passkeysSupported).mockReturnValue(true);
    vi.mocked(createPasskey).mockClear();
  });

  it('lists each passkey by its name with when it was added and last used', async () => {
    await renderPage(fakePasskeys([PHONE, LAPTOP]).routes);
    const list = await screen.findByRole('list', { name: '我的通行密鑰' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual(['我的手機', 'Laptop']);
    expect(within(items[1] as HTMLElement).getByText('尚未使用')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByRole('button', { name: '移除 我的手機' })).toHaveTextContent('移除');
    expect(screen.getByText('已新增的通行密鑰：2 個')).toBeInTheDocument();
  });

  it('adds a named passkey through the browser\'s dialog; a cancelled dialog is said as such and adds nothing', async () => {
    const user = userEvent.setup();
    const fake = fakePasskeys([]);
    await renderPage(fake.routes);
    expect(await screen.findByText(/尚未新增通行密鑰/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '新增通行密鑰' }));
    const dialog = await screen.findByRole('dialog', { name: '新增通行密鑰' });
    await user.click(within(dialog).getByRole('button', { name: '繼續' }));
    expect(await within(dialog).findByText('請輸入名稱')).toBeInTheDocument();

    vi.mocked(createPasskey).mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    await user.type(within(dialog).getByRole('textbox', { name: '名稱' }), '工作電腦');
    await user.click(within(dialog).getByRole('button', { name: '繼續' }));
    expect(await within(dialog).findByText('驗證已取消，通行密鑰未新增。')).toBeInTheDocument();
    expect(fake.requests).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: '繼續' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.requests.map((r) => r.body)).toEqual([{ name: '工作電腦', credential: expect.objectContaining({ id: 'cred-1' }) }]);
    expect(vi.mocked(createPasskey)).toHaveBeenLastCalledWith(OPTIONS);
    const list = await screen.findByRole('list', { name: '我的通行密鑰' });
    expect(within(list).getByRole('heading', { level: 3, name: '工作電腦' })).toBeInTheDocument();
  });

  it('removes a passkey only with the login password: a wrong one is said at the field, the right one removes it', async () => {
    const user = userEvent.setup();
    const fake = fakePasskeys([PHONE, LAPTOP]);
    await renderPage(fake.routes);
    const remove = await screen.findByRole('button', { name: '移除 Laptop' });
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: '移除通行密鑰' });
    expect(dialog).toHaveTextContent('移除「Laptop」後，將無法再以它登入。請輸入登入密碼確認。');
    await user.click(within(dialog).getByRole('button', { name: '移除' }));
    expect(await within(dialog).findByText('請輸入登入密碼')).toBeInTheDocument();
    expect(fake.requests).toEqual([]);

    await user.type(within(dialog).getByLabelText('登入密碼'), 'wrong999');
    await user.click(within(dialog).getByRole('button', { name: '移除' }));
    await waitFor(() => expect(within(dialog).getByLabelText('登入密碼')).toHaveAccessibleDescription('登入密碼錯誤'));

    await user.clear(within(dialog).getByLabelText('登入密碼'));
    await user.type(within(dialog).getByLabelText('登入密碼'), 'pass1234');
    await user.click(within(dialog).getByRole('button', { name: '移除' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(screen.getByRole('list', { name: '我的通行密鑰' })).getAllByRole('listitem')).toHaveLength(1));
    expect(fake.requests.map((r) => `${r.url.pathname} ${JSON.stringify(r.body)}`)).toEqual([
      '/api/v1/user/passkeys/9/remove {"pwd":"wrong999"}',
      '/api/v1/user/passkeys/9/remove {"pwd":"pass1234"}',
    ]);
    // Focus goes back to a control of the page (the removed card's button is gone).
    expect(document.activeElement).not.toBe(remove);
  });

  it('a browser without passkeys is told so and cannot start adding one', async () => {
    vi.mocked(passkeysSupported).mockReturnValue(false);
    await renderPage(fakePasskeys([]).routes);
    expect(await screen.findByText(/此瀏覽器不支援通行密鑰/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增通行密鑰' })).toBeDisabled();
  });
});
