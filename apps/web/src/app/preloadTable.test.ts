import { describe, expect, it } from 'vitest';
import type { PageDeclaration } from '../shared/routing/page';
import { declaredPages } from './pages';
import { chunkFiles, pageRoutes, patternOf, type Manifest } from './preloadTable';

/** The features' real declarations, by folder, as build/route-preloads.mjs reads them. */
const FEATURES = Object.fromEntries(
  Object.entries(import.meta.glob<Record<string, unknown>>('../features/*/pages.ts', { eager: true })).map(([file, exports]) => [
    file.replace(/^\.\.\//, 'src/').replace(/\/pages\.ts$/, ''),
    Object.assign({}, ...Object.values(exports).filter((value) => typeof value === 'object' && value !== null)) as Record<string, PageDeclaration>,
  ]),
);
const ROUTES = pageRoutes(FEATURES);
const routeOf = (path: string) => ROUTES.find((route) => new RegExp(route.pattern).test(path));

describe('the preload table (issue 36: a page asks for all its code at once)', () => {
  it("lists a visitor's /mine/notification with its page module and its strings, inherited by its tabs", () => {
    for (const path of ['/mine/notification', '/mine/notification/announcement', '/mine/notification/mail/']) {
      expect(routeOf(path), path).toMatchObject({ modules: ['src/features/messages/pages/NotificationPage'], namespaces: ['messages'] });
    }
  });

  it('has a route for every declared page, so a new page is preloaded at once', () => {
    const missing = declaredPages()
      .map((address) => address.split('?')[0] ?? address)
      .filter((path) => !routeOf(path));
    expect(missing).toEqual([]);
  });

  it('turns declared patterns into anchored expressions', () => {
    const lobby = new RegExp(patternOf('/game/lobby/:gameType?/:channelCode?'));
    expect(['/game/lobby', '/game/lobby/1', '/game/lobby/1/ab/'].map((p) => lobby.test(p))).toEqual([true, true, true]);
    expect(['/game/lobbyx', '/game/lobby/1/2/3'].map((p) => lobby.test(p))).toEqual([false, false]);
    expect(new RegExp(patternOf('/')).test('/')).toBe(true);
  });

  it("gives a page's every chunk, however deep its static imports, with their CSS, and not what the HTML loads", () => {
    // page -> A -> B -> C (C grouped into the first-screen chunk, found through modules.json), A's CSS; the entry is on the page.
    const manifest: Manifest = {
      'index.html': { file: 'assets/entry.js', isEntry: true },
      'src/features/messages/pages/NotificationPage.tsx': { file: 'assets/page.js', imports: ['_a.js', 'index.html'], css: ['assets/page.css'] },
      '_a.js': { file: 'assets/a.js', imports: ['_b.js'], css: ['assets/a.css'] },
      '_b.js': { file: 'assets/b.js', imports: ['_first.js'] },
      '_first.js': { file: 'assets/first.js' },
    };
    const moduleFiles = { 'src/shared/ui/Tabs.tsx': 'assets/first.js' };
    const route = routeOf('/mine/notification/announcement');
    const files = chunkFiles(manifest, moduleFiles, route?.modules ?? [], new Set(['index.html']));
    expect(files.js.sort()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/first.js', '/assets/page.js']);
    expect(files.css.sort()).toEqual(['/assets/a.css', '/assets/page.css']);
    expect(chunkFiles(manifest, moduleFiles, ['src/shared/ui/Tabs']).js).toEqual(['/assets/first.js']);
    expect(() => chunkFiles(manifest, moduleFiles, ['src/nowhere'])).toThrow(/in no chunk/);
  });
});
