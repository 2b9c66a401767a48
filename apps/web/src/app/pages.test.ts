import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { declaredPages, eachPage } from './pages';
import { appRoutes } from './router/appRoutes';

const SIDE_MENU_ITEMS = ['inviteFriends', 'agency', 'officialMedia', 'aboutUs', 'helpCenter'];
const PLAYER_MENU_ITEMS = ['account', 'vip', 'wallet', 'passbook', 'betRecord', 'favorites', 'protection', 'messages'];

describe('declared pages (app/pages.ts)', () => {
  it('lists concrete paths that open a page of the table, not the 404 catch-all', () => {
    const pages = declaredPages();
    expect(pages).toContain('/');
    expect(pages).toContain('/finance/recharge');
    expect(pages).toContain('/game/play/1');
    expect(pages).toContain('/stationary/help-center/HelpCenter');
    expect(pages).not.toContain('/mine/notification');
    for (const path of pages) {
      expect(path, path).not.toMatch(/:/);
      const matches = matchRoutes(appRoutes, path.split('?')[0] ?? path) ?? [];
      expect(matches.at(-1)?.route.path, path).not.toBe('*');
    }
  });

  it('declares each side-menu item on exactly one page', () => {
    const items = eachPage().flatMap((page) => (page.sideMenu ? [page.sideMenu] : []));
    expect([...items].sort()).toEqual([...SIDE_MENU_ITEMS].sort());
  });

  it("declares each of the player's menu items on exactly one page, a page of the player's", () => {
    const pages = eachPage().filter((page) => page.playerMenu);
    expect(pages.map((page) => page.playerMenu).sort()).toEqual([...PLAYER_MENU_ITEMS].sort());
    for (const page of pages) expect(page.needsLogin, page.path).toBe(true);
  });

  it('declares each path pattern once', () => {
    const patterns = eachPage().flatMap((page) => (page.path ? [page.path] : []));
    expect(patterns.length).toBe(new Set(patterns).size);
  });
});
