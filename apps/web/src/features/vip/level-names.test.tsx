import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { useSettingsStore } from '../../shared/stores/settings';
import { installApi, ok } from '../../test/api-mock';
import { renderWithProviders, resetApp } from '../../test/render';
import { vipPages } from '../../test/pageLoaders';
import { logInAs, vipConfig, vipRecord } from './vip.fixtures';

/** The server names its top levels in Chinese ('至尊VIP11', '特邀VIP', apps/server/src/db/seed/vip.ts). */
const serverConfig = {
  ...vipConfig,
  vipLevels: vipConfig.vipLevels.map((level) => (level.id === 11 ? { ...level, name: '至尊VIP11' } : level)),
};

async function openGuide(language: 'zh-TW' | 'en' | 'th') {
  await resetApp();
  const record = vipRecord({ vipId: 999, vipName: '特邀VIP', level: 999, nextLevelId: 999 });
  logInAs(record.vipName);
  useSettingsStore.setState({ language });
  await i18n.changeLanguage(language);
  installApi({ 'GET /api/v1/user/vip': () => ok(record), 'GET /api/v1/user/vip/config': () => ok(serverConfig) });
  const { default: Page } = await vipPages.vip();
  renderWithProviders(
    <Routes>
      <Route path="*" element={<Page />} />
    </Routes>,
    { path: '/mine/vip?tab=guide' },
  );
  const table = await screen.findByRole('table');
  const [, ...rows] = within(table).getAllByRole('row');
  return rows.map((row) => within(row).getByRole('rowheader').firstChild?.textContent ?? '');
}

describe('VIP level names in the player language (issue 19)', () => {
  it.each([
    ['zh-TW', '至尊VIP11', '特邀VIP'],
    ['en', 'Supreme VIP11', 'Invited VIP'],
    ['th', 'VIP11 สุดพิเศษ', 'VIP รับเชิญพิเศษ'],
  ] as const)('%s names the named levels in its own words and counts the rows shown', async (language, eleven, invited) => {
    const names = await openGuide(language);
    expect(names.slice(11)).toEqual([eleven, invited]);
    expect(names.slice(0, 11)).toEqual(Array.from({ length: 11 }, (_, i) => `VIP${i}`));
    if (language === 'zh-TW') expect(screen.getByText(/共 13 個等級/)).toBeInTheDocument();
  });
});
