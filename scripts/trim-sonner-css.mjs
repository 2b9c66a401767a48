// Writes packages/ui/src/toast/sonner.css: sonner's stylesheet without the parts this site never
// shows (action and cancel buttons, the close button, the loading spinner, bottom and side
// positions), to keep the CSS budget (DESIGN 8; docs/decisions.md). Run after upgrading sonner:
//   node scripts/trim-sonner-css.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const stylesheet = require.resolve('sonner/dist/styles.css');
const source = readFileSync(stylesheet, 'utf8');
const version = JSON.parse(readFileSync(join(dirname(stylesheet), '..', 'package.json'), 'utf8')).version;
const UNUSED = [
  /\[data-button\]/,
  /\[data-cancel\]/,
  /\[data-close-button\]/,
  /sonner-loading|sonner-spinner|sonner-loader|sonner-spin\b/,
  /\[data-promise='true'\]/,
  /\[data-invert='true'\]/,
  /\[data-y-position='bottom'\]/,
  /\[data-x-position='(left|right)'\]/,
  /\[data-swipe-direction='(left|right|down)'\]/,
  /swipe-out-(left|right|down)\b/,
];

/** Splits CSS into top-level blocks ("selector { ... }", nested braces kept together). */
function blocks(css) {
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      out.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return out;
}

function trim(block) {
  const head = block.slice(0, block.indexOf('{'));
  if (/^@media|^@supports/.test(head.trim())) {
    const inner = blocks(block.slice(block.indexOf('{') + 1, block.lastIndexOf('}'))).map(trim).filter(Boolean);
    return inner.length ? `${head.trim()} {\n${inner.join('\n')}\n}` : '';
  }
  const selectors = head.split(',').map((s) => s.trim()).filter((s) => !UNUSED.some((re) => re.test(s)));
  if (selectors.length === 0) return '';
  return `${selectors.join(',\n')} ${block.slice(block.indexOf('{'))}`;
}

const kept = blocks(source).map(trim).filter(Boolean);
writeFileSync(
  'packages/ui/src/toast/sonner.css',
  `/* sonner ${version} dist/styles.css, trimmed by scripts/trim-sonner-css.mjs (generated: do not edit). */\n${kept.join('\n')}\n`,
);
console.log(`sonner.css: ${source.length} -> ${kept.join('\n').length} bytes`);
