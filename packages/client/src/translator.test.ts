import { describe, expect, it, vi } from 'vitest';
import { Translator, type Resources } from './translator';

const FILES: Record<string, Resources> = {
  'zh-TW/common': { hello: '你好 {{name}}', nested: { deep: '深' }, list: ['一', '二'] },
  'zh-TW/games': { title: '遊戲', hello: '遊戲你好' },
  'en/common': { hello: 'Hello {{name}}', nested: { deep: 'deep' }, list: ['one', 'two'] },
  'en/games': { title: 'Games', hello: 'Games hello' },
};

function makeTranslator() {
  const load = vi.fn(async (language: string, ns: string) => {
    const file = FILES[`${language}/${ns}`];
    if (!file) throw new Error(`missing ${language}/${ns}`);
    return file;
  });
  return { load, i18n: new Translator(load, { language: 'zh-TW', defaultNamespace: 'common' }) };
}

describe('Translator', () => {
  it('interpolates values, reads nested keys and gives the key back when nothing has it', async () => {
    const { i18n } = makeTranslator();
    await i18n.loadNamespaces('common');
    expect(i18n.t('hello', { name: '小明' })).toBe('你好 小明');
    expect(i18n.t('hello')).toBe('你好 {{name}}');
    expect(i18n.t('hello', { name: undefined })).toBe('你好 ');
    expect(i18n.t('nested.deep')).toBe('深');
    expect(i18n.t('nested.missing')).toBe('nested.missing');
    expect(i18n.t('nested.missing', { defaultValue: 'LINE 客服' })).toBe('LINE 客服');
    expect(i18n.t('nested.deep', { defaultValue: 'unused' })).toBe('深');
  });

  it('looks in the namespaces in order, and a ns: prefix or the ns option picks one', async () => {
    const { i18n } = makeTranslator();
    await i18n.loadNamespaces(['common', 'games']);
    const t = i18n.getFixedT(['games', 'common']);
    expect(t('hello')).toBe('遊戲你好');
    expect(t('nested.deep')).toBe('深');
    expect(t('common:hello', { name: 'A' })).toBe('你好 A');
    expect(i18n.t('title', { ns: 'games' })).toBe('遊戲');
  });

  it('returns lists only when returnObjects is asked for', async () => {
    const { i18n } = makeTranslator();
    await i18n.loadNamespaces('common');
    const t = i18n.getFixedT('common');
    expect(t('list', { returnObjects: true })).toEqual(['一', '二']);
    expect(t('list')).toBe('list');
  });

  it('loads a namespace once however often it is asked for, and again after a failure', async () => {
    const { i18n, load } = makeTranslator();
    await Promise.all([i18n.loadNamespaces('games'), i18n.loadNamespaces(['games'])]);
    expect(load).toHaveBeenCalledTimes(1);
    load.mockRejectedValueOnce(new Error('offline'));
    await expect(i18n.loadNamespaces('common')).rejects.toThrow('offline');
    expect(i18n.hasNamespace('common')).toBe(false);
    await i18n.loadNamespaces('common');
    expect(i18n.hasNamespace('common')).toBe(true);
  });

  it('switches language only once every namespace in use is loaded, and tells listeners', async () => {
    const { i18n } = makeTranslator();
    await i18n.loadNamespaces(['common', 'games']);
    const listener = vi.fn();
    i18n.subscribe(listener);
    const switching = i18n.changeLanguage('en');
    expect(i18n.t('title', { ns: 'games' })).toBe('遊戲');
    await switching;
    expect(i18n.language).toBe('en');
    expect(i18n.t('title', { ns: 'games' })).toBe('Games');
    expect(listener).toHaveBeenCalled();
  });

  it('keeps the latest of two quick language choices', async () => {
    const { i18n } = makeTranslator();
    await i18n.loadNamespaces('common');
    const first = i18n.changeLanguage('en');
    const second = i18n.changeLanguage('zh-TW');
    await Promise.all([first, second]);
    expect(i18n.language).toBe('zh-TW');
  });

  it('merges an added bundle into what is loaded', async () => {
    const { i18n } = makeTranslator();
    await i18n.loadNamespaces('common');
    i18n.addResourceBundle('zh-TW', 'common', { extra: '額外' });
    expect(i18n.t('extra')).toBe('額外');
    expect(i18n.t('nested.deep')).toBe('深');
  });
});
