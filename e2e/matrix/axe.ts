import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * axe-core (WCAG 2.2 AA) for the page matrix (e2e/tests/matrix.spec.ts). In light every rule of the AA tags runs;
 * in dark only the rules a colour change can alter, on the same loaded page: the structure, names and roles are
 * the theme's same markup. Colour problems are fixed in packages/ui tokens, not per page: a failure prints rule,
 * element and the contrast axe measured.
 */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The AA rules that read colours: what the dark theme can break that light did not. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** Elements axe looked at inside a frame (their target names the frame first), whatever the outcome. */
export function framedNodes(results: AxeResults): number {
  return [...results.passes, ...results.violations, ...results.incomplete].reduce((n, r) => n + r.nodes.filter((node) => node.target.length > 1).length, 0);
}

/** One line per failing element: rule, impact, selector and, for contrast, the colours and ratios axe measured. */
export function describeViolations(variant: string, results: AxeResults): string[] {
  const lines: string[] = [];
  for (const v of results.violations) {
    for (const node of v.nodes) {
      const data = node.any.find((c) => c.data)?.data as
        | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string; fontSize?: string; fontWeight?: string }
        | undefined;
      const contrast =
        data?.contrastRatio !== undefined
          ? ` ${data.fgColor} on ${data.bgColor} = ${data.contrastRatio}:1 (needs ${data.expectedContrastRatio}, ${data.fontSize} ${data.fontWeight})`
          : '';
      const text = node.html.replace(/\s+/g, ' ').slice(0, 100);
      lines.push(`[${variant}] axe ${v.id} (${v.impact ?? '-'}) ${node.target.join(' >>> ')}${contrast}\n      ${text}`);
    }
  }
  return lines;
}

/**
 * The axe-core that @axe-core/playwright runs (its own copy). analyse() injects it into each frame itself, once per
 * document: AxeBuilder would inject all 580 KB twice on every analyze() and silently leave out a frame that takes over
 * 1 s to evaluate it (a loaded machine). AxeBuilder gets a no-op instead.
 */
const requireHere = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(createRequire(requireHere.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_INJECTED = ';';

async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    try {
      if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
    } catch (error) {
      if (!frame.isDetached()) throw error; // A frame that went away is no longer part of the page.
    }
  }
}

export interface AnalyseOptions {
  /** Only the colour rules (the dark theme's pass). */
  colourOnly?: boolean;
  /** Every result, not just the violations: a caller that must know a frame was reached counts framedNodes(). */
  frames?: boolean;
  /** Where to look: the open dialogs of a dialog view (the page under them is a visit of its own). */
  include?: string;
}

/**
 * axe on the page and its same-origin frames. Legacy mode runs axe.run once in the page (frames answer by
 * postMessage) instead of axe.runPartial per frame plus axe.finishRun in a fresh blank page: several times cheaper
 * per view. A frame that does not answer is still left out silently, so a caller that needs a frame checked asks
 * for every result (`frames`) and asserts it with framedNodes(); the others get the violations only (the passes of
 * a long page are most of a megabyte to send back).
 */
export async function analyse(page: Page, { colourOnly = false, frames = false, include }: AnalyseOptions = {}): Promise<AxeResults> {
  await injectAxe(page);
  let builder = new AxeBuilder({ page, axeSource: AXE_INJECTED }).options({ pingWaitTime: 5000, ...(frames ? {} : { resultTypes: ['violations'] }) }).setLegacyMode(true);
  builder = colourOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  return builder.analyze();
}

/** Waits until no finite animation runs (a popup fading in has the wrong contrast mid-way) and the fonts are in. */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const running = () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    for (let round = 0; round < 20; round += 1) {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const now = running();
      if (now.length === 0) return;
      await Promise.all(now.map((a) => a.finished.catch(() => null)));
    }
  });
}
