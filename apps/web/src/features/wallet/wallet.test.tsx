import { beforeEach, describe, it } from 'vitest';
import { installApi } from '../../test/api-mock';
import { expectPage } from '../../test/pages';
import { resetApp } from '../../test/render';
import { walletPages } from './routes';

describe('wallet pages', () => {
  beforeEach(async () => {
    await resetApp();
    installApi();
  });

  it.each([
    ['/finance/recharge', '儲值'],
    ['/finance/withdraw', '託售'],
    ['/finance/other', '財務中心'],
  ])('%s is titled %s', async (path, heading) => {
    await expectPage(walletPages.entry, { path, pattern: '/finance/:page', heading });
  });

  it('passbook and the frame-only page have their headings', async () => {
    await expectPage(walletPages.passbook, { path: '/finance/passbook', heading: '交易明細' });
    await expectPage(walletPages.newPage, { path: '/finance/newPage?type=1', heading: '財務中心' });
  });
});
