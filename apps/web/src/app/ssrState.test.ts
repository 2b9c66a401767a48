import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@site/client/query-client';
import { markHydrated } from '../shared/hydration/whenNear';
import { i18n } from '../shared/i18n/i18n';
import { useSettingsStore } from '../shared/stores/settings';
import { takePageState } from './ssrState';

/** This page, as the server sends a rendered one. */
function pageWithState(state: unknown): Document {
  const doc = document;
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = 'ssr-state';
  script.textContent = JSON.stringify(state);
  doc.body.append(script);
  return doc;
}

afterEach(() => {
  document.getElementById('ssr-state')?.remove();
  useSettingsStore.setState({ language: 'zh-TW', appearance: 'device' });
  i18n.hydratingLanguage = undefined;
});

describe('taking a server-rendered page state', () => {
  it('starts from the rendered language and data, fresh as of when the page arrived (a kept page holds current data under its first render time)', async () => {
    useSettingsStore.setState({ language: 'zh-TW', appearance: 'light' });
    // A first visit: no language kept in this browser yet, so the server's (Accept-Language) applies.
    localStorage.removeItem('site.settings');
    const client = createQueryClient();
    // The page was first rendered two minutes ago and kept since (its answers checked unchanged).
    const fetchedAt = Date.now() - 120_000;
    const before = Date.now();
    const doc = pageWithState({
      language: 'en',
      appearance: 'device',
      queries: { queries: [{ queryKey: ['home', 'adverts', 'EN'], state: { status: 'success', data: [{ id: 1 }], dataUpdatedAt: fetchedAt } }] },
    });
    expect(await takePageState(client, doc)).toBe(true);
    expect(useSettingsStore.getState().language).toBe('en');
    expect(i18n.language).toBe('en');
    expect(client.getQueryData(['home', 'adverts', 'EN'])).toEqual([{ id: 1 }]);
    expect(client.getQueryState(['home', 'adverts', 'EN'])?.dataUpdatedAt).toBeGreaterThanOrEqual(before);
    expect(client.getQueryState(['home', 'adverts', 'EN'])?.isInvalidated).toBe(false);
    // Parts hydrated later render in the markup's language whatever the player chooses meanwhile.
    expect(i18n.hydratingLanguage).toBe('en');
    // Hydrating renders what the server rendered; the player's kept appearance then applies.
    expect(useSettingsStore.getInitialState()).toMatchObject({ language: 'en', appearance: 'device' });
    expect(useSettingsStore.getState().appearance).toBe('light');
    expect(doc.cookie).toContain('site-appearance=light');
  });

  it('hydrates from the trimmed game list the server sent, then fetches the whole list once no section is dehydrated (the other queries stay fresh)', async () => {
    localStorage.removeItem('site.settings');
    const client = createQueryClient();
    const trimmed = [{ id: 1, gameCode: 'G1', name: 'Hot Sports A' }];
    const full = [{ ...trimmed[0], pcHoverImg: '/assets/games/G1-hover.webp', ratio: 1 }];
    const doc = pageWithState({
      language: 'en',
      appearance: 'device',
      queries: {
        queries: [
          { queryKey: ['games', 'list', 'EN', 'guest'], state: { status: 'success', data: trimmed, dataUpdatedAt: 0 } },
          { queryKey: ['home', 'adverts', 'EN'], state: { status: 'success', data: [{ id: 1 }], dataUpdatedAt: Date.now() } },
        ],
      },
    });
    // A section below the first screen still keeps its server markup: new data reaching it would replace that.
    const section = doc.createElement('section');
    section.dataset.hydrateWhenNear = 'hot-trimmed';
    doc.body.append(section);
    expect(await takePageState(client, doc)).toBe(true);
    const fetchList = vi.fn(async () => full);
    const fetchAdverts = vi.fn(async () => [{ id: 2 }]);
    const list = new QueryObserver(client, { queryKey: ['games', 'list', 'EN', 'guest'], queryFn: fetchList });
    const adverts = new QueryObserver(client, { queryKey: ['home', 'adverts', 'EN'], queryFn: fetchAdverts });
    // The hydrating render reads what the server's render read.
    expect(list.getOptimisticResult(client.defaultQueryOptions(list.options)).data).toEqual(trimmed);
    const stop = [list.subscribe(() => undefined), adverts.subscribe(() => undefined)];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchList).not.toHaveBeenCalled();
    markHydrated('hot-trimmed');
    section.remove();
    await vi.waitFor(() => expect(client.getQueryData(['games', 'list', 'EN', 'guest'])).toEqual(full));
    expect(fetchList).toHaveBeenCalledTimes(1);
    expect(fetchAdverts).not.toHaveBeenCalled();
    for (const unsubscribe of stop) unsubscribe();
  });

  it("renders afresh in the language this browser keeps when the server guessed another", async () => {
    localStorage.setItem('site.settings', JSON.stringify({ state: { language: 'en' }, version: 1 }));
    useSettingsStore.setState({ language: 'en' });
    const client = createQueryClient();
    const doc = pageWithState({ language: 'zh-TW', appearance: 'device', queries: { queries: [{ queryKey: ['home', 'adverts', 'TW'], state: { data: [], dataUpdatedAt: 1 } }] } });
    expect(await takePageState(client, doc)).toBe(false);
    expect(useSettingsStore.getState().language).toBe('en');
    expect(client.getQueryCache().getAll()).toEqual([]);
    localStorage.removeItem('site.settings');
  });

  it('leaves everything as it is on a page without a state (the SPA shell)', async () => {
    const client = createQueryClient();
    await takePageState(client, document.implementation.createHTMLDocument('shell'));
    expect(useSettingsStore.getState().language).toBe('zh-TW');
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
