/**
 * What the page matrix (e2e/tests/matrix.spec.ts) looks for in one document (the page or a frame),
 * run in the browser by `frame.evaluate(inspect, scope)`. Self-contained: Playwright sends the function's
 * source, so every helper lives inside it.
 *
 * - overflow: the document is wider than the window; the elements that stick out are named (the outermost
 *   ones, not those inside a box that scrolls or clips sideways), so the message says what to fix;
 * - text: raw translation keys, internal references (`activityReward:29`), `{{`, `undefined`, `null`, `NaN`,
 *   `[object Object]` in visible text and in the visible attributes a player reads (placeholder, label, title, alt);
 * - filePicker: a native file input a player can see (it must hide behind a translated button);
 * - amount: an amount not formatted by the contract's formatAmount (no thousands comma, more than 2 decimals);
 * - offscreen: an open dialog the player cannot see: its top above or below the part of the document on screen.
 *   A frame sized to its content (the cashier) is taller than the screen, so a dialog centred in the frame
 *   can open out of sight; `band` is the part of this document the player sees (the page's own window, or,
 *   for a frame, the window's rows that cross it, in the frame's coordinates).
 *
 * `scope` 'dialog' looks inside the open dialogs only (the page under them is its own visit).
 */

export type Scope = 'document' | 'dialog';

/** The rows of a document the player sees, in its own coordinates (a frame's: the top window's rows over it). */
export interface Band {
  top: number;
  bottom: number;
}

export interface Finding {
  kind: 'overflow' | 'text' | 'filePicker' | 'amount' | 'empty' | 'offscreen';
  what: string;
}

export function inspect({ scope, band }: { scope: Scope; band?: Band }): Finding[] {
  const findings: Finding[] = [];
  const width = window.innerWidth;

  const describe = (el: Element): string => {
    const tag = el.tagName.toLowerCase();
    const id = el.id ? `#${el.id}` : '';
    const classes = [...el.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('');
    const role = el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : '';
    const label = el.getAttribute('aria-label') ?? (el instanceof HTMLElement ? el.innerText : el.textContent) ?? '';
    const text = label.replace(/\s+/g, ' ').trim().slice(0, 50);
    return `${tag}${id}${classes}${role}${text ? ` "${text}"` : ''}`;
  };
  const visible = (el: Element): boolean => el.checkVisibility({ visibilityProperty: true, opacityProperty: true, contentVisibilityAuto: true });

  const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')].filter(visible);
  const roots: Element[] = scope === 'dialog' ? dialogs : [document.body];
  if (roots.length === 0) {
    findings.push({ kind: 'empty', what: scope === 'dialog' ? 'no dialog is open' : 'the document has no body' });
    return findings;
  }
  const inRoots = (el: Element) => roots.some((root) => root === el || root.contains(el));

  // ---- Overflow -------------------------------------------------------------------------------
  const clipsSideways = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
  const scrollWidth = document.documentElement.scrollWidth;
  const wider = scope === 'document' && scrollWidth > width;
  const offenders: Element[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (!inRoots(el) || !visible(el)) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.right <= width + 1) continue;
    let clipped = false;
    for (let up = el.parentElement; up && up !== document.body && up !== document.documentElement; up = up.parentElement) {
      if (clipsSideways(up)) {
        clipped = true;
        break;
      }
    }
    if (!clipped) offenders.push(el);
  }
  // The outermost: an element whose parent sticks out too is part of the same fault.
  const outermost = offenders.filter((el) => !offenders.includes(el.parentElement as Element));
  // The document's width is what a player scrolls sideways; in a dialog, any of its elements past the window's edge.
  if (wider || (scope === 'dialog' && outermost.length > 0)) {
    const named = outermost.slice(0, 8).map((el) => {
      const rect = el.getBoundingClientRect();
      return `${describe(el)} (left ${Math.round(rect.left)}, right ${Math.round(rect.right)}, width ${Math.round(rect.width)})`;
    });
    const more = outermost.length > 8 ? ` and ${outermost.length - 8} more` : '';
    const head = wider ? `scrollWidth ${scrollWidth} > innerWidth ${width}` : `${outermost.length} element(s) of the dialog past innerWidth ${width}`;
    findings.push({ kind: 'overflow', what: `${head}; sticking out: ${named.join('; ') || 'none found outside a scrolling box'}${more}` });
  }

  // ---- Texts ----------------------------------------------------------------------------------
  const RULES: ReadonlyArray<[string, RegExp]> = [
    ['a translation key', /^[a-z]+(\.[a-zA-Z0-9_]+)+$/],
    ['an internal reference', /\b[a-zA-Z]+:\d+\b/],
    ['a template placeholder', /\{\{|\}\}/],
    ['undefined', /\bundefined\b/],
    ['null', /\bnull\b/],
    ['NaN', /\bNaN\b/],
    ['[object Object]', /\[object [A-Z][a-z]+\]/],
    // A translated name sent whole ({"TW":…,"EN":…}) where one language's text belongs.
    ['raw JSON', /\{"/],
  ];
  const HOST = /\.(com|net|org|tw|th|io|app|co|cc|asia|info|vip)$/;
  const AMOUNTS: ReadonlyArray<[string, RegExp]> = [
    ['no thousands comma', /(?<![\d,.])\d{4,}\.\d+\b/],
    ['more than 2 decimals', /(?<![\d,.])\d{1,3}(?:,\d{3})*\.\d{3,}\b/],
  ];
  const seen = new Set<string>();
  const check = (text: string, where: Element, attribute?: string) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!trimmed) return;
    const at = `${attribute ? `${attribute} of ` : ''}${describe(where.closest('button, a, label, li, td, th, dd, dt, p, h1, h2, h3, h4, [role]') ?? where)}`;
    for (const [name, rule] of RULES) {
      const match = rule.exec(trimmed);
      // A host name shown as such (jade.com) has the shape of a key; no key of ours ends in a top-level domain.
      if (name === 'a translation key' && HOST.test(trimmed)) continue;
      if (match && !seen.has(`t ${name} ${trimmed}`)) {
        seen.add(`t ${name} ${trimmed}`);
        findings.push({ kind: 'text', what: `${name} "${match[0]}" in "${trimmed.slice(0, 80)}" at ${at}` });
      }
    }
    for (const [name, rule] of AMOUNTS) {
      const match = rule.exec(trimmed);
      if (match && !seen.has(`a ${match[0]} ${trimmed}`)) {
        seen.add(`a ${match[0]} ${trimmed}`);
        findings.push({ kind: 'amount', what: `${name}: "${match[0]}" in "${trimmed.slice(0, 80)}" at ${at}` });
      }
    }
  };
  const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA']);
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || SKIP.has(parent.tagName) || !visible(parent)) continue;
      check(node.textContent ?? '', parent);
    }
    for (const el of [root, ...root.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')]) {
      if (!visible(el)) continue;
      for (const attribute of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = el.getAttribute(attribute);
        if (value) check(value, el, attribute);
      }
    }
  }

  // ---- Dialogs out of sight ------------------------------------------------------------------
  // Its top edge must be on screen: a dialog taller than the screen scrolls inside itself from there.
  const seenRows = band ?? { top: 0, bottom: window.innerHeight };
  for (const dialog of dialogs) {
    const rect = dialog.getBoundingClientRect();
    if (rect.height === 0) continue;
    // A band is in the document's coordinates; the window's own rows are the viewport's.
    const top = band ? rect.top + window.scrollY : rect.top;
    if (top < seenRows.top - 1 || top > seenRows.bottom - 24) {
      findings.push({ kind: 'offscreen', what: `${describe(dialog)} opens at y ${Math.round(top)}, outside the rows on screen ${Math.round(seenRows.top)}-${Math.round(seenRows.bottom)}` });
    }
  }

  // ---- Native file pickers --------------------------------------------------------------------
  for (const input of document.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
    if (!inRoots(input) || !visible(input)) continue;
    const rect = input.getBoundingClientRect();
    const style = getComputedStyle(input);
    const clippedAway = style.clip === 'rect(0px, 0px, 0px, 0px)' || /inset\(50%\)/.test(style.clipPath);
    if (rect.width > 1 && rect.height > 1 && !clippedAway) {
      const label = input.labels?.[0]?.innerText.replace(/\s+/g, ' ').trim() || input.getAttribute('aria-label') || input.getAttribute('name') || '';
      findings.push({ kind: 'filePicker', what: `a visible native file input${label ? ` labelled "${label.slice(0, 40)}"` : ''} (${Math.round(rect.width)}x${Math.round(rect.height)} at ${Math.round(rect.left)},${Math.round(rect.top)}) in ${describe(input.parentElement ?? input)}` });
    }
  }
  return findings;
}

/** Counts what is still loading in a document: skeletons and busy regions (the matrix waits for none). */
export function loadingSignature(): { loading: number; text: number } {
  const loading = document.querySelectorAll('[data-skeleton], [aria-busy="true"]').length;
  return { loading, text: document.body?.innerText.length ?? 0 };
}
