import '@site/ui/tokens.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, BASENAME, backofficeRoutes } from './App';
import { setNavigator } from './app/client';
import { restoreAndPersist } from './app/persist';

// The edge: storage and the device's colour scheme are read here, once, never while rendering.
restoreAndPersist(window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false);
const router = createBrowserRouter(backofficeRoutes(), { basename: BASENAME });
setNavigator((path) => void router.navigate(path));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
