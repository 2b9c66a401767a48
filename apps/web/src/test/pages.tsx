import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { expect } from 'vitest';
import type { PageLoader } from '../shared/i18n';
import { renderWithProviders } from './render';

/** Loads a page the way the router does (chunk + namespaces) and checks its h1. */
export async function expectPage(load: PageLoader, { path, pattern = '*', heading }: { path: string; pattern?: string; heading: string | RegExp }) {
  const { default: Page } = await load();
  renderWithProviders(
    <Routes>
      <Route path={pattern} element={<Page />} />
    </Routes>,
    { path },
  );
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
}
