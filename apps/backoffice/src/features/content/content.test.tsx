import { STAFF_CONTENT_ERROR_CODES } from '@site/contract/codes/staff-content';
import type { StaffAdvert } from '@site/contract/api/staff-content';
import type { StaffPromotion } from '@site/contract/api/staff-promotions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { envelope, failure, renderAs, stubFetch } from '../players/testing';
import PromotionsPage from '../promotions/PromotionsPage';
import AdvertsPage from './AdvertsPage';

beforeAll(async () => {
  await i18n.loadNamespaces(['content']);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const ADVERT: StaffAdvert = {
  id: 4, brand: 'jade', language: 'TW', title: '春季盃', link: '/activity/list', sort: 1, enabled: true, pictureId: null, image: '/assets/adverts/a.svg', srcset: '',
  startTime: '2026-01-01T00:00:00.000Z', endTime: null, state: 'live',
};
const USAGE = { joined: 3, claimed: 2, rewards: 3, budgetUsed: '300.00', cost: '200.00' };
const PROMOTION: StaffPromotion = {
  id: 9, brand: 'jade', code: 'spring', categoryId: 3, kind: 'free', titles: { TW: '春季禮', EN: 'Spring gift', TH: 'ของขวัญ' }, summaries: { TW: '摘要', EN: 'Sum', TH: 'สรุป' },
  bodies: { TW: '', EN: '', TH: '' }, eligibility: { currencies: ['NTD'], minVipLevel: 0, registeredWithinDays: null, frontendType: null }, reward: { type: 'fixed', amount: '100.00' },
  wageringMultiple: 5, budgetCap: '1000.00', perPlayerLimit: 1, recommend: false, enabled: true, sort: 0, startTime: '2026-01-01T00:00:00.000Z', endTime: '2026-12-31T00:00:00.000Z',
  endedAt: null, state: 'live', usage: USAGE,
};

describe('the adverts page', () => {
  it('lists each advert with its schedule and where it is in it', async () => {
    stubFetch({ 'GET /api/v1/staff/content/adverts': () => envelope({ total: 1, records: [ADVERT] }) });
    await renderAs(['marketing'], <AdvertsPage />);
    const table = await screen.findByRole('table', { name: '首頁輪播廣告' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('春季盃');
    expect(row).toHaveTextContent('上線中');
    expect(row).toHaveTextContent('不設結束');
  });

  it('an end before the start is caught before anything is sent; a valid advert is saved and said so', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/v1/staff/content/adverts': () => envelope({ total: 0, records: [] }),
      'POST /api/v1/staff/content/adverts': (call) => envelope({ ...ADVERT, id: 5, ...(call.body as object), state: 'scheduled', srcset: '', image: '/x.svg' }),
    });
    await renderAs(['marketing'], <AdvertsPage />);
    await user.click(await screen.findByRole('button', { name: '新增廣告' }));
    const dialog = await screen.findByRole('dialog', { name: '新增廣告' });
    await user.type(within(dialog).getByLabelText('標題'), '夏季盃');
    await user.type(within(dialog).getByLabelText('開始'), '2030-06-02T10:00');
    await user.type(within(dialog).getByLabelText('結束'), '2030-06-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));
    expect(within(dialog).getByLabelText('結束')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(within(dialog).getByRole('region', { name: '預覽' })).toHaveTextContent('夏季盃');
    await user.clear(within(dialog).getByLabelText('結束'));
    await user.type(within(dialog).getByLabelText('結束'), '2030-06-03T10:00');
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ brand: 'jade', language: 'TW', title: '夏季盃', enabled: true, pictureId: null });
    expect(new Date(body.startTime as string).getTime()).toBe(new Date('2030-06-02T10:00').getTime());
    expect(screen.getByRole('status')).toHaveTextContent('廣告「夏季盃」已儲存（已排程）。');
  });
});

describe('the promotions page', () => {
  it('shows the terms with the wagering multiple, the budget used against the cap, who joined and the ledger cost', async () => {
    stubFetch({ 'GET /api/v1/staff/promotions': () => envelope({ total: 1, records: [PROMOTION] }) });
    await renderAs(['marketing'], <PromotionsPage />);
    const table = await screen.findByRole('table', { name: '優惠活動' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('100.00 新台幣 · 流水 5 倍');
    expect(row).toHaveTextContent('300.00 / 1,000.00');
    expect(row).toHaveTextContent('每人 1 次');
    expect(row).toHaveTextContent('3／2');
  });

  it('ending needs a reason; a refusal is said in our words inside the dialog', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/v1/staff/promotions': () => envelope({ total: 1, records: [PROMOTION] }),
      'POST /api/v1/staff/promotions/9/end': () => failure(409, STAFF_CONTENT_ERROR_CODES.promotionEnded),
    });
    await renderAs(['marketing'], <PromotionsPage />);
    await user.click(await screen.findByRole('button', { name: '結束活動 春季禮' }));
    const dialog = await screen.findByRole('dialog', { name: '結束 春季禮' });
    await user.click(within(dialog).getByRole('button', { name: '結束' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox'), 'Budget moved');
    await user.click(within(dialog).getByRole('button', { name: '結束' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('此活動已結束。');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Budget moved' });
  });

  it('a new promotion is sent with its texts, reward, 5x multiple and window; a multiple of 0 is refused before anything is sent', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/v1/staff/promotions': () => envelope({ total: 0, records: [] }),
      'GET /api/v1/staff/promotions/categories': () => envelope([{ id: 1, names: { TW: '全部', EN: 'All', TH: 'ทั้งหมด' }, isRechargeAndWithdraw: false }, { id: 3, names: { TW: '限時', EN: 'Limited', TH: 'จำกัด' }, isRechargeAndWithdraw: false }]),
      'POST /api/v1/staff/promotions': (call) => envelope({ ...PROMOTION, ...(call.body as object), reward: { type: 'fixed', amount: '100.00' }, usage: USAGE, state: 'scheduled', endedAt: null, id: 10 }),
    });
    await renderAs(['marketing'], <PromotionsPage />);
    await user.click(await screen.findByRole('button', { name: '新增活動' }));
    const dialog = await screen.findByRole('dialog', { name: '新增活動' });
    await user.type(within(dialog).getByLabelText('代碼（活動網址）'), 'summer');
    for (const language of ['繁體中文', '英文', '泰文']) {
      await user.type(within(dialog).getByLabelText(`標題（${language}）`), `夏日 ${language}`);
      await user.type(within(dialog).getByLabelText(`摘要（${language}）`), '送 100');
    }
    await user.type(within(dialog).getByLabelText('活動內文（繁體中文）'), '<p>條款</p>');
    await user.type(within(dialog).getByLabelText('金額（新台幣）'), '100');
    await user.clear(within(dialog).getByLabelText('流水倍數'));
    await user.type(within(dialog).getByLabelText('流水倍數'), '0');
    await user.type(within(dialog).getByLabelText('開始'), '2030-06-01T10:00');
    await user.type(within(dialog).getByLabelText('結束'), '2030-06-30T10:00');
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));
    expect(within(dialog).getByLabelText('流水倍數')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('流水倍數'));
    await user.type(within(dialog).getByLabelText('流水倍數'), '5');
    expect(within(dialog).getByRole('region', { name: '預覽' })).toHaveTextContent('100 新台幣 · 流水 5 倍');
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      brand: 'jade', code: 'summer', categoryId: 3, kind: 'deposit', reward: { type: 'fixed', amount: '100' }, wageringMultiple: 5, budgetCap: null, perPlayerLimit: null,
      titles: { TW: '夏日 繁體中文', EN: '夏日 英文', TH: '夏日 泰文' }, bodies: { TW: '<p>條款</p>', EN: '', TH: '' }, eligibility: { currencies: ['NTD'], minVipLevel: 0 },
    });
  });
});
