// @vitest-environment jsdom
import { act, createElement as h, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { elementsOf } from './floor-elements.mjs';
import { styleObject, treeOf } from './floor-tree.mjs';

/** Server markup as React writes it: hoisted preloads, Suspense markers, text split by `<!-- -->`, SVG. */
function Page({ name }) {
  return h(
    'div',
    { className: 'app', style: { marginTop: 4, '--accent': '#2fb48a', WebkitLineClamp: 2 } },
    h('img', { src: '/hero.svg', alt: '', fetchPriority: 'high', width: 750, height: 300 }),
    h('label', { htmlFor: 'q' }, 'Search'),
    h('input', { id: 'q', defaultValue: 'dice', maxLength: 20, autoComplete: 'off', readOnly: true }),
    h('p', null, 'Hello ', name, '!'),
    h('svg', { viewBox: '0 0 24 24', width: 18, 'aria-hidden': 'true' }, h('path', { d: 'M1 1h2', strokeWidth: 2, fillRule: 'evenodd', strokeLinecap: 'round' })),
    h(Suspense, { fallback: null }, h('section', { 'aria-label': 'Later', 'data-near': 'later' }, h('time', { dateTime: '2026-11-28' }, 'today'))),
    h('select', { defaultValue: 'b', 'aria-label': 'Pick' }, h('option', { value: 'a' }, 'A'), h('option', { value: 'b' }, 'B')),
    h('button', { type: 'button', disabled: true, tabIndex: -1 }, 'Go'),
  );
}

/** The tree node of the first element named `type`, depth first. */
function find(nodes, type) {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    if (node[0] === type) return node;
    const inside = find(node.slice(2), type);
    if (inside) return inside;
  }
  return undefined;
}

let root;
beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = renderToString(h(Page, { name: 'world' }));
  document.body.append(root);
});
afterEach(() => {
  root.remove();
  vi.restoreAllMocks();
});

/** Hydrates `tree` into the root; answers the recoverable errors (mismatches) and console errors (React's dev warnings). */
async function hydrate(tree) {
  const recovered = [];
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    hydrateRoot(root, elementsOf(tree), { onRecoverableError: (error) => recovered.push(error) });
  });
  return { recovered, logged: logged.mock.calls };
}

describe('the floor page: markup to React elements', () => {
  it('maps attributes to React props: class, for, field defaults, booleans, camel-cased HTML names', () => {
    const tree = treeOf(root);
    expect(find(tree, 'div')[1]).toMatchObject({ className: 'app' });
    expect(find(tree, 'label')[1]).toEqual({ htmlFor: 'q' });
    expect(find(tree, 'input')[1]).toEqual({ id: 'q', defaultValue: 'dice', maxLength: '20', autoComplete: 'off', readOnly: true });
    expect(find(tree, 'button')[1]).toEqual({ type: 'button', disabled: true, tabIndex: '-1' });
    expect(find(tree, 'time')[1]).toEqual({ dateTime: '2026-11-28' });
    expect(find(tree, 'section')[1]).toEqual({ 'aria-label': 'Later', 'data-near': 'later' });
    expect(find(tree, 'select')[1]).toEqual({ defaultValue: 'b', 'aria-label': 'Pick' });
    expect(find(tree, 'option')[1]).toEqual({ value: 'a' });
  });

  it('turns a style string into a style object (custom properties and vendor prefixes kept apart)', () => {
    expect(find(treeOf(root), 'div')[1].style).toEqual({ marginTop: '4px', '--accent': '#2fb48a', WebkitLineClamp: '2' });
    expect(styleObject('background:url("a;b.png") no-repeat; -ms-transform: none ;color:red')).toEqual({ background: 'url("a;b.png") no-repeat', msTransform: 'none', color: 'red' });
  });

  it('keeps text nodes apart where React wrote them apart, and SVG attributes in camel case', () => {
    const tree = treeOf(root);
    expect(find(tree, 'p').slice(2)).toEqual(['Hello ', 'world', '!']);
    expect(find(tree, 'svg')[1]).toEqual({ viewBox: '0 0 24 24', width: '18', 'aria-hidden': 'true' });
    expect(find(tree, 'path')[1]).toEqual({ d: 'M1 1h2', strokeWidth: '2', fillRule: 'evenodd', strokeLinecap: 'round' });
  });

  it("wraps a Suspense boundary's content and leaves out React's hoisted preload", () => {
    const tree = treeOf(root);
    expect(find(tree, '$')).toEqual(['$', null, ['section', { 'aria-label': 'Later', 'data-near': 'later' }, ['time', { dateTime: '2026-11-28' }, 'today']]]);
    expect(root.querySelector('link[rel=preload]')).not.toBeNull();
    expect(find(tree, 'link')).toBeUndefined();
  });

  it('hydrates the markup it came from without a mismatch or a warning', async () => {
    const { recovered, logged } = await hydrate(treeOf(root));
    expect(recovered).toEqual([]);
    expect(logged).toEqual([]);
    expect(root.querySelector('p')?.textContent).toBe('Hello world!');
  });

  it('reports a mismatch planted in the tree', async () => {
    const tree = treeOf(root);
    find(tree, 'button')[2] = 'Stop';
    const { recovered } = await hydrate(tree);
    expect(recovered.length).toBeGreaterThan(0);
  });
});
