import { createApiClient } from '@site/client/client';
import type { ApiLanguage } from '@site/client/environment';
import { createQueryClient } from '@site/client/query-client';
import { parseCashierLocation } from '@site/contract/frame';
import { watchTextEntry } from '@site/ui/text-entry';
import { onHostRequested, wasHostRequested } from '@site/ui/ui-events';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { applyBrand, applyTheme } from './app/appearance';
import type { Bridge } from './app/bridge';
import { cashierEnvironment } from './app/environment';
import { refreshLive } from './app/live';
import { PageView } from './app/PageView';
import { applyVisiblePart } from './app/visiblePart';
import { CashierContext, type CashierSession, type Init } from './app/session';
import { fromApiLanguage, i18n } from './i18n/i18n';
import { useTranslation } from './i18n/useTranslation';

const ConfirmHost = lazy(() => import('@site/ui/confirm-host').then((m) => ({ default: m.ConfirmHost })));

export interface AppProps {
  bridge: Bridge;
  /** The address's search part (`?page=transfer&...`), read by main.tsx, not during render. */
  search: string;
  fetch?: typeof fetch;
  queryClient?: QueryClient;
}

function Status({ kind }: { kind: 'loading' | 'noHost' | 'unknownPage' }) {
  const { t } = useTranslation();
  return (
    <p role={kind === 'loading' ? 'status' : 'alert'} className="cashier-state">
      {t(kind)}
    </p>
  );
}

/** The dialog host (Radix, DOMPurify) is loaded with the first catalogue dialog, not with the frame. */
function Dialogs() {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(() => wasHostRequested('confirm'));
  useEffect(() => onHostRequested((kind) => kind === 'confirm' && setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmHost labels={{ title: t('dialog.notice'), confirm: t('actions.confirm'), cancel: t('actions.cancel') }} />
    </Suspense>
  );
}

/**
 * The cashier frame (DESIGN 5): says `ready` to its parent, waits for `init`
 * (token, language, currency, theme, device id, brand, target), then shows the
 * page its address names (pages/registry.ts) with the shared API client.
 * Theme and language messages follow the host's changes; the part of the frame on screen
 * (viewport) places its dialogs.
 */
export function App({ bridge, search, fetch, queryClient: given }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [init, setInit] = useState<Init | null>(null);
  const [language, setLanguage] = useState<ApiLanguage>('TW');
  /** What the client reads at call time; set from messages, not from render. */
  const current = useRef<{ init: Init | null; language: ApiLanguage }>({ init: null, language: 'TW' });
  const location = useMemo(() => parseCashierLocation(search), [search]);
  const client = useMemo(
    () => createApiClient(cashierEnvironment({ current: () => current.current, post: bridge.post, queryClient, fetch })),
    [bridge, queryClient, fetch],
  );

  useEffect(() => {
    if (!bridge.framed) return undefined;
    const stop = bridge.listen((message) => {
      if (message.type === 'init') {
        // A new session: nothing cached under the previous token may show.
        queryClient.clear();
        current.current = { init: message, language: message.language };
        applyTheme(message.theme);
        applyBrand(message.brand);
        void i18n.changeLanguage(fromApiLanguage(message.language));
        setInit(message);
        setLanguage(message.language);
      } else if (message.type === 'theme') applyTheme(message.theme);
      else if (message.type === 'live') void refreshLive(queryClient, message.event);
      else if (message.type === 'viewport') applyVisiblePart(message);
      else {
        current.current = { ...current.current, language: message.language };
        void i18n.changeLanguage(fromApiLanguage(message.language));
        setLanguage(message.language);
        // Names the server translates (channels, banks) are read again in the new language.
        void queryClient.invalidateQueries();
      }
    });
    bridge.post({ type: 'ready' });
    return stop;
  }, [bridge, queryClient]);

  useEffect(() => {
    document.documentElement.lang = fromApiLanguage(language);
  }, [language]);

  // Issue 34: the host cannot see focus in here; its floating buttons step aside while a field has it.
  useEffect(() => (bridge.framed ? watchTextEntry(document, (on) => bridge.post({ type: 'typing', on })) : undefined), [bridge]);

  const session = useMemo<CashierSession | null>(() => init && { init, language, client, post: bridge.post }, [init, language, client, bridge]);

  let content;
  if (!bridge.framed) content = <Status kind="noHost" />;
  else if (!location) content = <Status kind="unknownPage" />;
  else if (!session) content = <Status kind="loading" />;
  else {
    content = (
      <CashierContext.Provider value={session}>
        <PageView page={location.page} query={location.query} />
      </CashierContext.Provider>
    );
  }

  return (
    <QueryClientProvider client={queryClient}>
      <main>
        <Suspense fallback={<Status kind="loading" />}>{content}</Suspense>
        <Dialogs />
      </main>
    </QueryClientProvider>
  );
}
