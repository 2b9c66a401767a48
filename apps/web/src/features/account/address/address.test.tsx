import { aUserInfo } from '@site/contract/testing/users';
import type { DeliveryAddress } from '@site/contract/api/account';
import { resetConfirms } from '@site/ui/confirm';
import { ConfirmHost } from '@site/ui/confirm-host';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, installApi, ok, type MockHandler, type MockRequest } from '../../../test/api-mock';
import { errorCatalogue } from '../../../test/site.fixtures';
import { renderWithProviders, resetApp } from '../../../test/render';
import { logIn, sessionRoutes } from '../../../test/session.fixtures';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useSettingsStore } from '../../../shared/stores/settings';
import { accountPages } from '../../../test/pageLoaders';

// Lazy chunks and namespaces load on first use; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

const FULL = '設置收貨地址數已滿，刪除後才可以新增';
const withPhone = aUserInfo({ hasTelephone: true, telephone: '0912***678' });

/** A fake of the five address calls over an in-memory list (ids 1-9), recording every request. */
function fakeAddresses(initial: DeliveryAddress[], max = 5) {
  let records = [...initial];
  const requests: MockRequest[] = [];
  const sorted = () => [...records].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.id - a.id);
  const makeDefault = (id: number) => (records = records.map((r) => ({ ...r, isDefault: r.id === id })));
  const routes: Record<string, MockHandler> = {
    'GET /api/v1/user/address': () => ok({ records: sorted(), max }),
    'POST /api/v1/user/address': (r) => {
      requests.push(r);
      const body = r.body as { receiver: string; address: string; isDefault?: boolean };
      if (records.length >= max) return fail(400, '013006', FULL, { max });
      const added = { id: Math.max(0, ...records.map((x) => x.id)) + 1, receiver: body.receiver, address: body.address, isDefault: records.length === 0 };
      records.push(added);
      if (body.isDefault) makeDefault(added.id);
      return ok(records.find((x) => x.id === added.id));
    },
  };
  for (let id = 1; id <= 9; id++) {
    routes[`PUT /api/v1/user/address/${id}`] = (r) => {
      requests.push(r);
      const body = r.body as { receiver: string; address: string; isDefault?: boolean };
      records = records.map((x) => (x.id === id ? { ...x, receiver: body.receiver, address: body.address } : x));
      if (body.isDefault) makeDefault(id);
      return ok(records.find((x) => x.id === id));
    };
    routes[`DELETE /api/v1/user/address/${id}`] = (r) => {
      requests.push(r);
      records = records.filter((x) => x.id !== id);
      return ok(null);
    };
    routes[`PUT /api/v1/user/address/setDefault/${id}`] = (r) => {
      requests.push(r);
      makeDefault(id);
      return ok(null);
    };
  }
  return { routes, requests };
}

const A: DeliveryAddress = { id: 1, receiver: '王小明', address: '台北市信義區松仁路100號', isDefault: true };
const B: DeliveryAddress = { id: 2, receiver: '陳小華', address: '新北市板橋區文化路一段1號', isDefault: false };

const catalogue = () => {
  const base = errorCatalogue();
  return { ...base, errorCodes: [...base.errorCodes, { errorCode: '013006', httpStatus: 400, description: FULL, defaultDesc: FULL, showType: 1 as const }] };
};

async function renderPage(routes: Record<string, MockHandler>, info = withPhone) {
  installApi({ ...sessionRoutes(info), 'GET /api/v1/basics/errorCode/version': () => ok(catalogue()), ...routes });
  logIn(info);
  const { default: Page } = await accountPages.address();
  renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
      <ConfirmHost labels={{ title: '提示', confirm: '確定', cancel: '取消' }} />
    </>,
    { path: '/mine/account/address' },
  );
  expect(await screen.findByRole('heading', { level: 1, name: '收貨地址' })).toBeInTheDocument();
}

const itemOf = async (receiver: string) => (await screen.findByRole('heading', { level: 3, name: receiver })).closest('li') as HTMLElement;

describe('/mine/account/address (SPEC 2, 3, 7)', () => {
  beforeEach(async () => {
    await resetApp();
  });
  afterEach(() => {
    act(() => resetConfirms());
  });

  it('a player without a bound phone is told 需先綁定您的手機號碼 and offered the binding popup; no list is asked for', async () => {
    const user = userEvent.setup();
    const fake = fakeAddresses([A]);
    await renderPage(fake.routes, aUserInfo({ hasTelephone: false }));
    expect(await screen.findByText('需先綁定您的手機號碼')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '綁定手機號碼' }));
    expect(usePopupsStore.getState().open).toEqual({ kind: 'mobileBinding' });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('a visitor is offered the login popup', async () => {
    const user = userEvent.setup();
    installApi();
    const { default: Page } = await accountPages.address();
    renderWithProviders(<Page />, { path: '/mine/account/address' });
    await user.click(await screen.findByRole('button', { name: '登入' }));
    expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'login' });
  });

  it('lists the addresses, default first and marked, with the count', async () => {
    await renderPage(fakeAddresses([B, A]).routes);
    const list = await screen.findByRole('list', { name: '我的收貨地址' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['王小明', '陳小華']);
    expect(within(items[0] as HTMLElement).getByText('預設')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: /^設為預設/ })).not.toBeInTheDocument();
    expect(screen.getByText('已設定 2/5 個地址')).toBeInTheDocument();
  });

  it("names each card's buttons by whose address they change, keeping the visible word (issue 18)", async () => {
    await renderPage(fakeAddresses([B, A]).routes);
    const list = await screen.findByRole('list', { name: '我的收貨地址' });
    expect(within(list).getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-label')])).toEqual([
      ['編輯', '編輯王小明的收貨地址'],
      ['刪除', '刪除王小明的收貨地址'],
      ['設為預設', '設為預設：陳小華的收貨地址'],
      ['編輯', '編輯陳小華的收貨地址'],
      ['刪除', '刪除陳小華的收貨地址'],
    ]);
  });

  it('adds an address: the rules answer in words on submit, focus goes to the first wrong field, then it is saved', async () => {
    const user = userEvent.setup();
    const fake = fakeAddresses([]);
    await renderPage(fake.routes);
    expect(await screen.findByText('尚未設定收貨地址。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新增地址' }));
    const dialog = await screen.findByRole('dialog', { name: '新增收貨地址' });
    // Focus moved into the dialog (ui Dialog traps it there).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(within(dialog).getByText('第一個地址將自動設為預設地址。')).toBeInTheDocument();
    const receiver = within(dialog).getByLabelText('收貨人');
    const detail = within(dialog).getByLabelText('詳細地址');
    await user.type(receiver, '王');
    await user.type(detail, '台北');
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));
    expect(await within(dialog).findByText('收貨人姓名至少2個字')).toBeInTheDocument();
    expect(within(dialog).getByText('詳細地址長度必須在5-100個字之間')).toBeInTheDocument();
    expect(receiver).toHaveFocus();
    expect(fake.requests).toHaveLength(0);

    await user.type(receiver, '小明');
    await user.type(detail, '市信義區松仁路100號');
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.requests[0]?.body).toEqual({ receiver: '王小明', address: '台北市信義區松仁路100號' });
    const item = await itemOf('王小明');
    expect(within(item).getByText('預設')).toBeInTheDocument();
  });

  it("at the cap adding one more is refused with SPEC's message and no dialog", async () => {
    const user = userEvent.setup();
    const five = [1, 2, 3, 4, 5].map((id) => ({ id, receiver: `收件人${id}`, address: `台北市大安區復興南路${id}號`, isDefault: id === 1 }));
    await renderPage(fakeAddresses(five).routes);
    expect(await screen.findByText(FULL)).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: '新增地址' }));
    expect(screen.getByRole('alert')).toHaveTextContent(FULL);
    expect(screen.getAllByText(FULL)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the server\'s cap refusal (another tab filled the list) is shown inside the dialog', async () => {
    const user = userEvent.setup();
    const fake = fakeAddresses([A], 1);
    // The list says there is room (a stale read); the server refuses.
    fake.routes['GET /api/v1/user/address'] = () => ok({ records: [A], max: 5 });
    await renderPage(fake.routes);
    await user.click(await screen.findByRole('button', { name: '新增地址' }));
    const dialog = await screen.findByRole('dialog', { name: '新增收貨地址' });
    await user.type(within(dialog).getByLabelText('收貨人'), '林一');
    await user.type(within(dialog).getByLabelText('詳細地址'), '高雄市前金區中正四路211號');
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FULL);
  });

  it('edits an address and makes it the default', async () => {
    const user = userEvent.setup();
    const fake = fakeAddresses([A, B]);
    await renderPage(fake.routes);
    await user.click(within(await itemOf('陳小華')).getByRole('button', { name: '編輯陳小華的收貨地址' }));
    const dialog = await screen.findByRole('dialog', { name: '編輯收貨地址' });
    const receiver = within(dialog).getByLabelText('收貨人');
    expect(receiver).toHaveValue('陳小華');
    expect(within(dialog).getByLabelText('詳細地址')).toHaveValue(B.address);
    await user.clear(receiver);
    await user.type(receiver, '陳大華');
    await user.click(within(dialog).getByRole('checkbox', { name: '設為預設地址' }));
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.requests[0]).toMatchObject({ method: 'PUT', body: { receiver: '陳大華', address: B.address, isDefault: true } });
    expect(within(await itemOf('陳大華')).getByText('預設')).toBeInTheDocument();
  });

  it('sets another default; deletes only after the confirmation', async () => {
    const user = userEvent.setup();
    const fake = fakeAddresses([A, B]);
    await renderPage(fake.routes);
    await user.click(within(await itemOf('陳小華')).getByRole('button', { name: '設為預設：陳小華的收貨地址' }));
    await waitFor(() => expect(fake.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['PUT /api/v1/user/address/setDefault/2']));
    await waitFor(async () => expect(within(await itemOf('陳小華')).getByText('預設')).toBeInTheDocument());

    await user.click(within(await itemOf('王小明')).getByRole('button', { name: '刪除王小明的收貨地址' }));
    let question = await screen.findByRole('dialog', { name: '刪除收貨地址' });
    expect(question).toHaveTextContent('確定要刪除這個收貨地址嗎？刪除後無法復原。');
    await user.click(within(question).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.requests).toHaveLength(1);

    await user.click(within(await itemOf('王小明')).getByRole('button', { name: '刪除王小明的收貨地址' }));
    question = await screen.findByRole('dialog', { name: '刪除收貨地址' });
    await user.click(within(question).getByRole('button', { name: '刪除' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: '王小明' })).not.toBeInTheDocument());
    expect(fake.requests[1]).toMatchObject({ method: 'DELETE' });
    expect(fake.requests[1]?.url.pathname).toBe('/api/v1/user/address/1');
  });

  it('speaks English when the site does', async () => {
    act(() => useSettingsStore.setState({ language: 'en' }));
    installApi({ ...sessionRoutes(withPhone), ...fakeAddresses([A]).routes });
    logIn(withPhone);
    const { default: Page } = await accountPages.address();
    renderWithProviders(<Page />, { path: '/mine/account/address' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery addresses' })).toBeInTheDocument();
    expect(await screen.findByText('1 of 5 addresses set')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add address' })).toBeEnabled();
  });
});
