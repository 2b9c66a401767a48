import { beforeEach, describe, it } from 'vitest';
import { installApi } from '../../test/api-mock';
import { expectPage } from '../../test/pages';
import { resetApp } from '../../test/render';
import { activityPages } from '../../test/pageLoaders';

describe('activity pages', () => {
  beforeEach(async () => {
    await resetApp();
    installApi();
  });

  it.each([
    ['list', '/activity/list', '優惠活動'],
    ['entry', '/activity/entry?url=%2Fpromo%2F1', '活動詳情'],
    ['inviteFriends', '/activity/detail/InviteFriends/NTD', '邀請好友'],
  ] as const)('%s shows its frame', async (page, path, heading) => {
    await expectPage(activityPages[page], { path, heading });
  });
});
