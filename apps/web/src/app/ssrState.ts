import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryClient } from '../shared/api/query-client';
import { i18n } from '../shared/i18n/i18n';
import { SETTINGS_STORAGE_KEY, useSettingsStore, type Appearance, type Language } from '../shared/stores/settings';
import { readLocal } from '../shared/stores/storage';

/** What the server's renderer (entry-server.tsx) sends with a page: its settings and the query cache's succeeded queries, dehydrated. */
export interface PageState {
  language: Language;
  appearance: Appearance;
  queries: { queries: Array<{ queryKey: QueryKey; state: { data: unknown; dataUpdatedAt: number } }> };
  /** The namespaces the server's render used. */
  namespaces?: string[];
}

/**
 * A page rendered by the server (`<script type="application/json" id="ssr-state">`), taken before
 * hydrating (main.tsx loads this module only then): the settings it was rendered with, and its data
 * in the query cache as fetched when the page arrived (fresh for the client's staleTime, so nothing is
 * fetched again). A few lines instead of the query library's `hydrate`. True when the page may be hydrated.
 */
export async function takePageState(client: QueryClient = queryClient, doc: Document = document): Promise<boolean> {
  const state = JSON.parse(doc.getElementById('ssr-state')?.textContent ?? 'null') as PageState | null;
  if (!state) return false;
  const watching = import('../shared/hydration/whenNear');
  // A language the player chose and this browser keeps wins over the server's guess (a cookie not written yet,
  // Accept-Language): the page is then rendered afresh in it, not hydrated (i18n.ts writes the cookie for the next).
  const kept = keptLanguage();
  if (kept !== null && kept !== state.language) return false;
  // The player's kept appearance stays (the markup does not depend on it but for its own select,
  // which follows after hydrating); the server learns it for the next page (setAppearance keeps it so).
  const keptAppearance = useSettingsStore.getState().appearance;
  doc.cookie = `site-appearance=${keptAppearance}; path=/; max-age=31536000; samesite=lax`;
  startSettings({ language: state.language, appearance: state.appearance });
  useSettingsStore.setState({ appearance: keptAppearance });
  // The data is as fresh as the page: the server checks a kept page's answers every few seconds and renders
  // it again when one changed, so a page kept for minutes still holds current data under its first render's
  // time (which would make the client fetch it again at once).
  const served = Date.now();
  for (const { queryKey, state: query } of state.queries.queries) client.setQueryData(queryKey, query.data, { updatedAt: served });
  // A query the server sent trimmed to what its markup reads (`dataUpdatedAt: 0`, entry-server.tsx): hydrated from
  // exactly that, then fetched whole once no section is still dehydrated (new data reaching one would replace its markup).
  const trimmed = state.queries.queries.filter((query) => query.state.dataUpdatedAt === 0).map((query) => query.queryKey);
  // The translator in the page's language with every namespace the server's render used, before hydrating:
  // its texts are the server's, and no namespace arrives (re-rendering from above) while parts are dehydrated.
  await i18n.changeLanguage(state.language);
  await i18n.loadNamespaces(['common', ...(state.namespaces ?? []).filter((ns) => typeof ns === 'string')]);
  i18n.hydratingLanguage = state.language;
  // Sections below the first screen hydrate when near the viewport or when idle (issue 36): their markers read now,
  // before hydrating (a module of its own, loaded with the sections that use it, not with the first screen's code).
  const sections = await watching;
  sections.watchDehydratedSections(doc);
  // Invalidated at once when nothing waits: no observer is mounted yet, so the fetch starts after hydrating.
  sections.afterSectionsHydrated(() => trimmed.forEach((queryKey) => void client.invalidateQueries({ queryKey, exact: true })));
  return true;
}

/** The language kept in this browser's settings, if any was kept. */
function keptLanguage(): string | null {
  try {
    const kept = JSON.parse(readLocal(SETTINGS_STORAGE_KEY) ?? 'null') as { state?: { language?: unknown } } | null;
    return typeof kept?.state?.language === 'string' ? kept.state.language : null;
  } catch {
    return null;
  }
}

/**
 * The settings a server-rendered page was rendered with (the server's renderer per page, and the
 * client before hydrating). zustand hands React its *initial* state while rendering on the server and
 * hydrating, so that state takes them too: the hydrating render then matches the server's markup.
 */
export function startSettings({ language, appearance }: { language: Language; appearance: Appearance }): void {
  // Set first: before any change the initial state is the current one, and listeners must see the change.
  useSettingsStore.setState({ language, appearance });
  Object.assign(useSettingsStore.getInitialState(), { language, appearance });
}
