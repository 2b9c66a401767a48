// The floor page's render (issue 36): plain React elements from the tree floor-tree.mjs made at bench time.
// No components, hooks, state or data: what React itself costs to hydrate this markup.
import { createElement, Fragment, Suspense } from 'react';

/** A tree node (a string, or [type, props, ...children] with '$' for a Suspense boundary) as a React node. */
export function elementOf(node) {
  if (typeof node === 'string') return node;
  const [type, props, ...children] = node;
  return createElement(type === '$' ? Suspense : type, props, ...children.map(elementOf));
}

/** The root's children as one element, for hydrateRoot. */
export const elementsOf = (tree) => createElement(Fragment, null, ...tree.map(elementOf));
