import { QueryClientProvider } from '@tanstack/react-query';
import { ToastHost } from '@site/ui/toast-host';
import { useEffect } from 'react';
import type { createBrowserRouter} from 'react-router';
import { RouterProvider, type RouteObject } from 'react-router';
import { queryClient } from './app/queryClient';
import { PAGES } from './app/pages';
import { useBackoffice } from './app/store';
import { i18n } from './i18n/i18n';
import { Shell } from './layout/Shell';
import { PageGate } from './layout/PageGate';
import { RootError } from './layout/RootError';

export const BASENAME = '/backoffice';

/** The route table from PAGES (app/pages.ts): the login page outside the shell, every other page inside it, behind its gate. */
export function backofficeRoutes(): RouteObject[] {
  return [
    { path: '/login', lazy: async () => ({ Component: (await import('./features/login/LoginPage')).default }), errorElement: <RootError /> },
    {
      element: <Shell />,
      errorElement: <RootError />,
      children: [
        ...PAGES.map((page) => ({
          path: page.path,
          element: <PageGate page={page} />,
        })),
        { path: '*', lazy: async () => ({ Component: (await import('./layout/NotFound')).default }) },
      ],
    },
  ];
}

/** Follows the chosen language and theme on <html> (lang, class), as the player site does. */
function useDocumentSettings(): void {
  const language = useBackoffice((state) => state.language);
  const theme = useBackoffice((state) => state.theme);
  useEffect(() => {
    document.documentElement.lang = language;
    void i18n.changeLanguage(language);
  }, [language]);
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
    document.documentElement.classList.toggle('light', theme === 'light');
  }, [theme]);
}

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  useDocumentSettings();
  const theme = useBackoffice((state) => state.theme);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastHost theme={theme} />
    </QueryClientProvider>
  );
}
