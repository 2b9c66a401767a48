import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadNamespaces } from '../../../shared/i18n';
import { usePopupsStore } from '../../../shared/stores/popups';
import { renderWithProviders, resetApp, testLocation } from '../../../test/render';
import FloatActivity from './FloatActivity';

const item = {
  code: 'lucky-wheel',
  title: 'Lucky wheel',
  pcUrl: '/assets/float/jade/lucky-wheel-en.svg',
  link: '/activity/list',
  displayStartTime: '2025-01-01T00:00:00.000Z',
  displayEndTime: '2099-12-31T16:00:00.000Z',
};

describe('float activity (SPEC 3; SPEC 2 Activity link opening)', () => {
  beforeEach(async () => {
    await resetApp();
    await i18n.changeLanguage('en');
    await loadNamespaces(['home']);
  });

  it('is a link named by its title that navigates inside the site, with a labelled close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<FloatActivity item={item} onClose={onClose} />);
    const region = await screen.findByRole('complementary', { name: 'Floating promotion' });
    const link = screen.getByRole('link', { name: 'Lucky wheel' });
    expect(region).toContainElement(link);
    expect(screen.getByRole('img', { name: 'Lucky wheel' })).toHaveAttribute('src', item.pcUrl);
    expect(link).not.toHaveAttribute('target');
    await user.click(link);
    expect(testLocation()).toBe('/activity/list');
    await user.click(screen.getByRole('button', { name: 'Close the floating promotion' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(usePopupsStore.getState().open).toBeNull();
  });

  it('opens an absolute http link in a new window without an opener', async () => {
    renderWithProviders(<FloatActivity item={{ ...item, link: 'https://promo.example.com/spin' }} onClose={() => undefined} />);
    const link = await screen.findByRole('link', { name: 'Lucky wheel' });
    expect(link).toHaveAttribute('href', 'https://promo.example.com/spin');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  });

  it('is translated in every language', async () => {
    for (const [lng, label, close] of [
      ['zh-TW', '浮動活動', '關閉浮動活動'],
      ['th', 'กิจกรรมแบบลอย', 'ปิดกิจกรรมแบบลอย'],
    ] as const) {
      await i18n.changeLanguage(lng);
      await loadNamespaces(['home']);
      const view = renderWithProviders(<FloatActivity item={item} onClose={() => undefined} />);
      expect(await screen.findByRole('complementary', { name: label })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: close })).toBeInTheDocument();
      view.unmount();
    }
  });
});
