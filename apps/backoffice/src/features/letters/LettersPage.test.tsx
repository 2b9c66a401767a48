import { STAFF_LETTER_ERROR_CODES } from '@site/contract/codes/staff-outreach';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { envelope, failure, renderAs, stubFetch } from '../players/testing';
import LettersPage from './LettersPage';

beforeAll(async () => {
  await i18n.loadNamespaces(['letters']);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const campaign = (over: Record<string, unknown>) => ({
  id: 1, title: 'VIP news', html: '<p>Hello</p>', segment: { vipMin: 3 }, status: 'sent', sendAt: '2026-01-02T00:00:00.000Z', total: 2, sent: 2,
  createdBy: 'amy', createdAt: '2026-01-02T00:00:00.000Z', finishedAt: null, ...over,
});

describe('the letters page', () => {
  it('counts the players a segment reaches, then sends the letter now to VIP 3 and above', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/v1/staff/letters': () => envelope({ total: 0, records: [] }),
      'POST /api/v1/staff/letters/reach': () => envelope({ players: 2 }),
      'POST /api/v1/staff/letters': () => envelope(campaign({ status: 'scheduled', sent: 0 })),
    });
    await renderAs(['marketing'], <LettersPage />);
    await user.type(screen.getByLabelText('VIP 等級自'), '3');
    await user.click(screen.getByRole('button', { name: '計算人數' }));
    expect(await screen.findByText('目前符合 2 位會員')).toBeVisible();
    expect(calls.find((c) => c.path.endsWith('/reach'))?.body).toEqual({ segment: { vipMin: 3 } });
    await user.click(screen.getByRole('button', { name: '立即寄出' }));
    expect(screen.getByRole('alert')).toHaveTextContent('請填寫標題與內容');
    await user.type(screen.getByLabelText('標題'), 'VIP news');
    await user.type(screen.getByLabelText('內容'), 'Hello <you>');
    await user.click(screen.getByRole('button', { name: '立即寄出' }));
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path === '/api/v1/staff/letters')?.body).toEqual({ title: 'VIP news', html: '<p>Hello &lt;you&gt;</p>', segment: { vipMin: 3 }, sendAt: null }));
    expect(await screen.findByText('「VIP news」正在寄給 2 位會員。')).toBeVisible();
  });

  it('shows a letter sending as n of N, and cancels a scheduled one', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/v1/staff/letters': () => envelope({ total: 2, records: [campaign({ id: 2, title: 'Later', status: 'scheduled', sent: 0 }), campaign({ status: 'sending', total: 1200, sent: 500 })] }),
      'POST /api/v1/staff/letters/2/cancel': () => envelope(campaign({ id: 2, title: 'Later', status: 'cancelled', sent: 0 })),
    });
    await renderAs(['support'], <LettersPage />);
    const table = await screen.findByRole('table', { name: '群發信件' });
    expect(within(table).getByText('寄送中 500/1200')).toBeVisible();
    expect(within(table).getAllByText('VIP 3–')).toHaveLength(2);
    await user.click(within(table).getByRole('button', { name: '取消「Later」' }));
    expect(await screen.findByText('「Later」已取消。')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/staff/letters/2/cancel')).toBe(true);
  });

  it('says in our words when a letter for now reaches nobody', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/v1/staff/letters': () => envelope({ total: 0, records: [] }),
      'POST /api/v1/staff/letters': () => failure(409, STAFF_LETTER_ERROR_CODES.segmentEmpty),
    });
    await renderAs(['marketing'], <LettersPage />);
    await user.type(screen.getByLabelText('標題'), 'Nobody');
    await user.type(screen.getByLabelText('內容'), 'Hello');
    await user.type(screen.getByLabelText('代理編號'), '99');
    await user.click(screen.getByRole('button', { name: '立即寄出' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('此條件沒有符合的會員');
  });
});
