import { REALITY_CHECK_ERROR_CODES } from '@site/contract';
import { xml } from '../assets/hash';
import type { ApiLanguage } from '../http/language';
import { realityDialog } from './reality-texts';
import { PLAY_TEXTS, type PlayTexts } from './texts';

/** Texts the script needs (messages), passed in data-* attributes: the page has no inline script (CSP). */
const SCRIPT_TEXTS: Array<keyof PlayTexts> = ['rolling', 'ready', 'won', 'lost', 'noSession', 'invalidStake', 'win', 'lose', 'high', 'low', 'noRounds', 'points'];

function shell(t: PlayTexts, title: string, body: string, data = ''): string {
  return `<!doctype html><html lang="${t.htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${xml(title)}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/play/static/dice.css"></head><body${data}>${body}</body></html>`;
}

/** The demo game window of a game: a dice table against the game wallet of its channel. */
export function playPage(lang: ApiLanguage, game: { code: string; name: string }): string {
  const t = PLAY_TEXTS[lang];
  // data-t-invalid-stake reads back as dataset.tInvalidStake.
  const texts = SCRIPT_TEXTS.map((k) => ` data-t-${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${xml(t[k])}"`).join('');
  // Issue 20: the reality check's dialog and words (game-window/static/reality.js).
  const reality = realityDialog(lang, xml);
  // Issue 33: a bet refused because the reality check is due opens that dialog (dice.js tells reality.js).
  const data = ` data-game="${xml(game.code)}" data-lang="${lang}" data-html-lang="${t.htmlLang}"${texts}${reality.data} data-reality-due-code="${REALITY_CHECK_ERROR_CODES.due}"`;
  const body = `<main>
<header><h1>${xml(game.name)} <small>${xml(t.title)}</small></h1>
<p class="balance" id="balance-line"><span id="balance-label">${xml(t.balance)}</span> <strong id="balance">—</strong></p></header>
<p class="rules">${xml(t.rules)}</p>
<p id="status" role="status" aria-live="polite">${xml(t.loading)}</p>
<form id="bet-form" hidden>
<div class="field"><label for="stake">${xml(t.stake)}</label><input id="stake" name="stake" inputmode="decimal" autocomplete="off" required value="10"></div>
<fieldset><legend>${xml(t.choice)}</legend>
<label class="pick"><input type="radio" name="choice" value="high" checked> ${xml(t.high)}</label>
<label class="pick"><input type="radio" name="choice" value="low"> ${xml(t.low)}</label>
</fieldset>
<button type="submit" id="roll">${xml(t.roll)}</button>
</form>
<section aria-labelledby="rounds-title"><h2 id="rounds-title">${xml(t.lastRounds)}</h2>
<table><thead><tr><th scope="col">${xml(t.round)}</th><th scope="col">${xml(t.choice)}</th><th scope="col">${xml(t.dice)}</th><th scope="col">${xml(t.stake)}</th><th scope="col">${xml(t.payout)}</th><th scope="col">${xml(t.result)}</th></tr></thead>
<tbody id="rounds"></tbody></table></section>
</main><script src="/play/static/dice.js" defer></script>${reality.markup}`;
  return shell(t, `${game.name} · ${t.title}`, body, data);
}

export function playNotFoundPage(lang: ApiLanguage): string {
  const t = PLAY_TEXTS[lang];
  return shell(t, t.notFound, `<main><h1>${xml(t.notFound)}</h1></main>`);
}
