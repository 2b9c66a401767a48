/// <reference types="node" />
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { Header } from '../../app/shell/Header';
import { installApi } from '../../test/api-mock';
import { renderWithProviders, resetApp } from '../../test/render';
import { SETTINGS_STORAGE_KEY, useSettingsStore } from '../stores/settings';
import { i18n } from './i18n';
import { fromApiLanguage, toApiLanguage } from './languages';

const SRC = join(__dirname, '..', '..');
const LANGS = ['zh-TW', 'en', 'th'];

function localeFolders(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (!statSync(full).isDirectory()) continue;
    if (name === 'locales') out.push(full);
    else out.push(...localeFolders(full));
  }
  return out;
}

function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[${value.length}]`];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

describe('translations', () => {
  it('have the same keys in zh-TW, en and th for every namespace, none empty', () => {
    const folders = localeFolders(SRC);
    expect(folders.length).toBeGreaterThanOrEqual(10);
    for (const folder of folders) {
      expect(readdirSync(folder).sort()).toEqual([...LANGS].sort());
      for (const file of readdirSync(join(folder, 'zh-TW'))) {
        const [zh, ...others] = LANGS.map((l) => JSON.parse(readFileSync(join(folder, l, file), 'utf8')) as unknown);
        const expected = keys(zh).sort();
        for (const other of others) expect(keys(other).sort(), `${folder}/${file}`).toEqual(expected);
        for (const lang of LANGS) {
          const text = readFileSync(join(folder, lang, file), 'utf8');
          expect(text, `${folder}/${lang}/${file}`).not.toMatch(/:\s*""/);
        }
      }
    }
  });

  it('loads every namespace file on disk in every language, the first screen\'s and the other features\' alike', async () => {
    const files = localeFolders(SRC).flatMap((folder) => LANGS.flatMap((language) => readdirSync(join(folder, language)).map((file) => [language, file.replace(/\.json$/, '')] as const)));
    expect(files.length).toBeGreaterThan(60);
    const loaded = await Promise.all(files.map(([language, namespace]) => i18n.loadNamespaces(namespace, language).then(() => i18n.hasNamespace(namespace, language))));
    expect(files.filter((_, i) => !loaded[i])).toEqual([]);
  });

  it('maps the API language codes TW, EN, TH', () => {
    expect(toApiLanguage('zh-TW')).toBe('TW');
    expect(toApiLanguage('en')).toBe('EN');
    expect(toApiLanguage('th')).toBe('TH');
    expect(fromApiLanguage('TH')).toBe('th');
    expect(fromApiLanguage('xx')).toBe('zh-TW');
  });
});

describe('language switching', () => {
  beforeEach(async () => {
    await resetApp();
    installApi();
  });

  it('defaults to zh-TW, switches the texts, sets <html lang> and keeps the choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const select = await screen.findByRole('combobox', { name: '語言' });
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(screen.getByRole('option', { name: 'English' })).toBeInTheDocument();

    await user.selectOptions(select, 'en');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(await screen.findByRole('link', { name: 'Slots' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}').state.language).toBe('en');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'th');
    await waitFor(() => expect(document.documentElement.lang).toBe('th'));
    expect(await screen.findByRole('combobox', { name: 'ภาษา' })).toBeInTheDocument();
    expect(i18n.language).toBe('th');
    expect(useSettingsStore.getState().language).toBe('th');
  });

  it('asks the API for texts in the chosen language', async () => {
    const { requests } = installApi();
    useSettingsStore.getState().setLanguage('en');
    renderWithProviders(<Header />);
    await screen.findByRole('link', { name: 'Slots' });
    const typeCall = requests.find((r) => r.url.pathname === '/api/v1/game/type');
    expect(typeCall?.url.searchParams.get('language')).toBe('EN');
  });
});
