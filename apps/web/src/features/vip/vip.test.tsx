import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installApi } from '../../test/api-mock';
import { expectPage } from '../../test/pages';
import { resetApp } from '../../test/render';
import { vipPages } from './routes';

describe('VIP page', () => {
  it.each([
    ['jade', 11],
    ['pearl', 10],
    ['amber', 11],
  ] as const)('%s shows %i levels', async (brand, count) => {
    await resetApp({ brand });
    installApi();
    await expectPage(vipPages.vip, { path: '/mine/vip', heading: 'VIP 會員' });
    expect(screen.getByText(new RegExp(`共 ${count} 個等級`))).toBeInTheDocument();
  });
});
