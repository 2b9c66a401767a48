// The floor page's script (issue 36), bundled once per bench run with production React (floor.mjs): hydrates the
// server's markup from the tree the bench wrote into the same file (globalThis.__floorTree), inside
// startTransition as the app's main.tsx does. public/hydrate.js asks for it after the load event and two frames,
// as it asks for the app. `__floorHydrated` tells the bench's browser check that hydration has committed.
import { createElement, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { elementsOf } from './floor-elements.mjs';

function Hydrated({ children }) {
  useEffect(() => {
    globalThis.__floorHydrated = true;
  }, []);
  return children;
}

const root = document.getElementById('root');
if (root) startTransition(() => void hydrateRoot(root, createElement(Hydrated, null, elementsOf(globalThis.__floorTree))));
