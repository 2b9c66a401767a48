import { aUserInfo } from '@site/contract/testing/users';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, installApi, ok, type MockHandler, type MockRequest } from '../../test/api-mock';
import { protectionPages } from '../../test/pageLoaders';
import { renderWithProviders, resetApp } from '../../test/render';
import { logIn, sessionRoutes } from '../../test/session.fixtures';

// Lazy chunks and namespaces load on first use; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

const PREVIOUS = { score: 9, band: 'high', takenAt: '2030-01-01T04:00:00.000Z' };

async function renderPage(routes: Record<string, MockHandler>, loggedIn = true) {
  const info = aUserInfo();
  installApi({ ...sessionRoutes(info), ...routes });
  if (loggedIn) logIn(info);
  const { default: Page } = await protectionPages.selfAssessment();
  renderWithProviders(
    <Routes>
      <Route path="*" element={<Page />} />
    </Routes>,
    { path: '/mine/protection/self-assessment' },
  );
  expect(await screen.findByRole('heading', { level: 1, name: '博彩自我評估' })).toBeInTheDocument();
}

const question = (n: number) => screen.getAllByRole('group')[n] as HTMLElement;

describe('/mine/protection/self-assessment: the PGSI questions', () => {
  beforeEach(async () => {
    await resetApp();
  });

  it('a visitor is asked to log in first', async () => {
    await renderPage({}, false);
    expect(screen.getByText('請先登入，再進行自我評估。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登入' })).toBeInTheDocument();
    expect(screen.queryAllByRole('group')).toHaveLength(0);
  });

  it('asks all nine questions before sending, then shows the score, its band and the previous one', async () => {
    const user = userEvent.setup();
    const sent: MockRequest[] = [];
    await renderPage({
      'POST /api/v1/protection/self-assessment': (r) => {
        sent.push(r);
        return ok({ score: 4, band: 'moderate', takenAt: '2030-02-01T04:00:00.000Z', previous: PREVIOUS });
      },
    });
    expect(screen.getAllByRole('group')).toHaveLength(9);
    expect(question(0)).toHaveAccessibleName('您下注的金額是否超過您真正輸得起的範圍？');
    await user.click(within(question(0)).getByRole('radio', { name: '有時' }));
    await user.click(screen.getByRole('button', { name: '查看結果' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('請回答全部 9 題後再查看結果。');
    expect(within(question(1)).getAllByRole('radio')[0]).toHaveFocus();
    expect(sent).toEqual([]);

    for (let q = 1; q < 9; q += 1) await user.click(within(question(q)).getByRole('radio', { name: q === 1 ? '幾乎總是' : '從不' }));
    await user.click(screen.getByRole('button', { name: '查看結果' }));
    expect(await screen.findByRole('heading', { name: '您的分數：4 / 27' })).toBeInTheDocument();
    expect(sent.map((r) => r.body)).toEqual([{ answers: [1, 3, 0, 0, 0, 0, 0, 0, 0] }]);
    expect(screen.getByText(/中度的賭博相關風險/)).toBeInTheDocument();
    expect(screen.getByText(/上次（.+）的分數為 9。/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '設定儲值上限' })).toHaveAttribute('href', '/mine/protection');
    expect(screen.getByRole('link', { name: '了解負責任博彩' })).toHaveAttribute('href', '/stationary/about-us/responsibility');

    await user.click(screen.getByRole('button', { name: '重新評估' }));
    expect(within(question(1)).getByRole('radio', { name: '幾乎總是' })).not.toBeChecked();
  });

  it('keeps the answers and says why when the server refuses them', async () => {
    const user = userEvent.setup();
    await renderPage({ 'POST /api/v1/protection/self-assessment': () => fail(400, '000400', '參數錯誤') });
    for (let q = 0; q < 9; q += 1) await user.click(within(question(q)).getByRole('radio', { name: '從不' }));
    await user.click(screen.getByRole('button', { name: '查看結果' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(within(question(8)).getByRole('radio', { name: '從不' })).toBeChecked();
  });

  it('links the section: the deposit limits page lists the self-assessment beside itself', async () => {
    await renderPage({});
    const nav = screen.getByRole('navigation', { name: '玩家保護' });
    expect(within(nav).getByRole('link', { name: '博彩自我評估' })).toHaveAttribute('href', '/mine/protection/self-assessment');
    expect(within(nav).getByRole('link', { name: '負責任博彩設定' })).toHaveAttribute('href', '/mine/protection');
  });
});
