import { beforeEach, describe, it } from 'vitest';
import { installApi } from '../../test/api-mock';
import { expectPage } from '../../test/pages';
import { resetApp } from '../../test/render';
import { accountPages } from '../../test/pageLoaders';

describe('account pages', () => {
  beforeEach(async () => {
    await resetApp();
    installApi();
  });

  it.each([
    ['account', '/mine/account?openDialog=popupWithDrawPwdBind', '我的帳號'],
    ['address', '/mine/account/address', '收貨地址'],
    ['betRecord', '/mine/betRecord', '投注記錄'],
  ] as const)('%s shows its frame', async (page, path, heading) => {
    await expectPage(accountPages[page], { path, heading });
  });
});
