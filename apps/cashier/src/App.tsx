import { frameHeightFor, type HostToFrame } from '@site/contract/frame';
import { useEffect, useMemo, useState } from 'react';
import type { ApiSession } from './lib/api';
import { createBridge, type Bridge } from './lib/bridge';
import { HTML_LANG, I18nContext, translator, type Language } from './lib/i18n';
import { TransferPage } from './transfer/TransferPage';

type Init = Extract<HostToFrame, { type: 'init' }>;

export interface AppProps {
  bridge?: Bridge;
  /** The page asked for (?page=); transfer is the only one so far. */
  page?: string | null;
  fetch?: typeof fetch;
}

function applyTheme(theme: 'light' | 'dark') {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.classList.toggle('light', theme === 'light');
}

/**
 * The cashier frame (DESIGN 5): says `ready` to its parent, waits for `init`
 * (token, language, currency, theme, device id, brand, target) and then talks
 * to the API itself. Theme and language messages follow the host's changes.
 */
export function App({ bridge: given, page = new URLSearchParams(window.location.search).get('page'), fetch }: AppProps) {
  const bridge = useMemo(() => given ?? createBridge(), [given]);
  const [init, setInit] = useState<Init | null>(null);
  const [language, setLanguage] = useState<Language>('TW');

  useEffect(() => {
    if (!bridge.framed) return undefined;
    const stop = bridge.listen((message) => {
      if (message.type === 'init') {
        setInit(message);
        setLanguage(message.language);
        applyTheme(message.theme);
      } else if (message.type === 'theme') applyTheme(message.theme);
      else setLanguage(message.language);
    });
    bridge.post({ type: 'ready' });
    return stop;
  }, [bridge]);

  useEffect(() => {
    document.documentElement.lang = HTML_LANG[language];
  }, [language]);

  useEffect(() => {
    if (init) bridge.post({ type: 'height', px: frameHeightFor(init.target) });
  }, [bridge, init]);

  const session = useMemo<ApiSession | null>(
    () =>
      init && {
        token: init.token,
        deviceId: init.deviceId,
        brand: init.brand,
        fetch,
        onSession: () => bridge.post({ type: 'tokenInvalid' }),
        onMaintenance: () => bridge.post({ type: 'maintenance', on: true }),
      },
    [init, bridge, fetch],
  );
  const t = useMemo(() => translator(language), [language]);

  let content;
  if (!bridge.framed) content = <p role="alert">{t('noHost')}</p>;
  else if (!init || !session) content = <p role="status">{t('loading')}</p>;
  else if (page !== 'transfer') content = <p role="alert">{t('unknownPage')}</p>;
  else content = <TransferPage session={session} currency={init.currency} language={language} target={init.target} post={bridge.post} />;

  return (
    <I18nContext.Provider value={t}>
      <main>
        <h1 className="visually-hidden">{t('title')}</h1>
        {content}
      </main>
    </I18nContext.Provider>
  );
}
