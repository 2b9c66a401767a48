import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createUseTranslation, type TranslationSource } from './useTranslation';

type T = (key: string) => string;
const TEXTS: Record<string, Record<string, string>> = { 'zh-TW': { hello: '你好' }, en: { hello: 'Hello' } };

interface FakeTranslator extends TranslationSource<T> {
  language: string;
  hydratingLanguage: string | undefined;
  version: number;
  changeLanguage(language: string): void;
}

/** A translator with every text loaded, whose language a test switches. */
function translator(): FakeTranslator {
  const listeners = new Set<() => void>();
  const source: FakeTranslator = {
    language: 'zh-TW',
    hydratingLanguage: undefined,
    version: 0,
    defaultNamespace: 'common',
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    hasNamespace: () => true,
    loadNamespaces: () => Promise.resolve(),
    getFixedT: (_namespaces?: string | readonly string[], language = source.language): T => (key) => TEXTS[language]?.[key] ?? key,
    changeLanguage(language: string) {
      source.language = language;
      source.version += 1;
      for (const listener of [...listeners]) listener();
    },
  };
  return source;
}

/** A component showing one text through the hook bound to `i18n`. */
function greetingOf(i18n: FakeTranslator) {
  const useTranslation = createUseTranslation<T, FakeTranslator>(i18n);
  return function Greeting() {
    const { t } = useTranslation();
    return <p>{t('hello')}</p>;
  };
}

describe('useTranslation while hydrating a server page', () => {
  it('hydrates a part in the markup language after the player chose another, then shows the new one (no mismatch)', async () => {
    const i18n = translator();
    const Greeting = greetingOf(i18n);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Greeting />);
    expect(container.textContent).toBe('你好');

    // The page is about to be hydrated in its language when the player picks English.
    i18n.hydratingLanguage = 'zh-TW';
    i18n.changeLanguage('en');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Greeting />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('Hello');
  });

  it('renders in the current language outside hydration', async () => {
    const i18n = translator();
    const Greeting = greetingOf(i18n);
    i18n.changeLanguage('en');
    expect(renderToString(<Greeting />)).toBe('<p>Hello</p>');
  });
});
