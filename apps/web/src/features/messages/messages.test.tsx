import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installApi } from '../../test/api-mock';
import { expectPage } from '../../test/pages';
import { resetApp } from '../../test/render';
import { messagesPages } from '../../test/pageLoaders';

describe('notification centre', () => {
  beforeEach(async () => {
    await resetApp();
    installApi();
  });

  it('has the announcement, trade, system and mail tabs and shows the current one', async () => {
    await expectPage(messagesPages.notification, { path: '/mine/notification/mail', heading: '訊息中心' });
    const tabs = screen.getByRole('navigation', { name: '訊息類別' });
    expect(within(tabs).getAllByRole('link').map((a) => a.textContent)).toEqual(['平台公告', '交易通知', '系統通知', '站內信']);
    expect(within(tabs).getByRole('link', { name: '站內信' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: '站內信' })).toBeInTheDocument();
  });
});
