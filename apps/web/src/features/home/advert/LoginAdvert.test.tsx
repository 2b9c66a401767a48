import { aUserInfo } from '@site/contract/testing/users';
import type { ProtectionStatus } from '@site/contract/api/protection-exclusion';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProtectionBanner } from '../../protection';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import { refreshUserInfo } from '../../../shared/session/userInfo';
import { usePromotionsStore } from '../../../shared/stores/promotions';
import { installApi, ok, type MockRequest } from '../../../test/api-mock';
import { errorCatalogue } from '../../../test/site.fixtures';
import { renderWithProviders, resetApp } from '../../../test/render';
import { logIn, sessionRoutes } from '../../../test/session.fixtures';
import LoginAdvert from './LoginAdvert';

configure({ asyncUtilTimeout: 5000 });

const DIALOGS = [{ id: 11, title: '首儲加碼', image: '/assets/dialogs/jade/first-deposit-tw.svg', link: '', sort: 1, detail: { content: 'firstDeposit' } }];

/** A player just registered: the deposit-limit offer is due, and so is the day's login advert (a list of promotions). */
async function renderJustRegistered() {
  let status: ProtectionStatus = { break: null, limitsOfferDue: true, justRegistered: true };
  const requests: MockRequest[] = [];
  const info = aUserInfo();
  installApi({
    ...sessionRoutes(info),
    'GET /api/v1/basics/errorCode/version': () => ok(errorCatalogue()),
    'GET /api/v1/protection/status': () => ok(status),
    'POST /api/v1/protection/limits-offer': (r) => {
      requests.push(r);
      status = { ...status, limitsOfferDue: false, justRegistered: false };
      return ok(status);
    },
    'PUT /api/v1/protection/deposit-limits': () => ok({ currency: 'NTD', coolingDays: 7, minAmount: '100.00', maxAmount: '100000000.00', limits: [] }),
    'GET /api/v2/message/dialog/list': (r) => {
      requests.push(r);
      return ok(DIALOGS);
    },
  });
  logIn(info);
  await act(() => loadNamespaces(['exclusion', 'protection', 'forms', 'home']));
  const view = renderWithProviders(
    <>
      <ProtectionBanner />
      <LoginAdvert />
    </>,
  );
  await act(() => refreshUserInfo(view.client).then(() => undefined));
  const offer = await screen.findByRole('dialog', { name: '設定儲值上限' });
  // The advert is due and asked for, and steps aside while the offer is open.
  await waitFor(() => expect(requests.some((r) => r.url.pathname.endsWith('/dialog/list'))).toBe(true));
  expect(screen.queryByRole('dialog', { name: '活動公告' })).toBeNull();
  return { offer, answered: () => requests.some((r) => r.url.pathname.endsWith('/limits-offer')), view };
}

describe('no promotion straight after a protection choice (issue 34)', () => {
  beforeEach(async () => {
    await resetApp();
  });

  it('the offer skipped: the login advert follows it, as on any day', async () => {
    const user = userEvent.setup();
    const { offer, answered } = await renderJustRegistered();
    await user.click(within(offer).getByRole('button', { name: '略過' }));
    await waitFor(() => expect(answered()).toBe(true));
    expect(await screen.findByRole('dialog', { name: '活動公告' })).toBeInTheDocument();
  });

  it('a deposit limit set at registration: no login advert after it, for the rest of the visit', async () => {
    const user = userEvent.setup();
    const { offer, answered, view } = await renderJustRegistered();
    await user.type(within(offer).getByLabelText('上限金額（新台幣）'), '5000');
    await user.click(within(offer).getByRole('button', { name: '設定上限' }));
    await waitFor(() => expect(answered()).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '設定儲值上限' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: '活動公告' })).toBeNull();
    expect(usePromotionsStore.getState().held).toBe(true);
    // Kept for the tab's visit: a reload's store starts held.
    expect(JSON.parse(sessionStorage.getItem('site.promotionsHeld') ?? 'null')).toMatchObject({ state: { held: true } });
    view.unmount();
  });
});
