import '@site/ui/tokens.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createBridge } from './app/bridge';

// The address and the parent window are read here, once, not while rendering.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App bridge={createBridge()} search={window.location.search} />
    </StrictMode>,
  );
}
