import type { ApiLanguage } from '../http/language';

/**
 * The game window's reality check and play-limit words (issue 20), the same as the web's
 * features/protection/locales/<lng>/reality.json; {time}, {amount}, {h}, {m} and {date} are filled
 * in by game-window/static/reality.js and dice.js.
 */
export interface RealityTexts {
  title: string;
  played: string;
  minutes: string;
  hoursMinutes: string;
  won: string;
  lost: string;
  question: string;
  continue: string;
  stop: string;
  /** After a loss or session-limit refusal: when play is allowed again. */
  limitUntil: string;
}

export const REALITY_TEXTS: Record<ApiLanguage, RealityTexts> = {
  TW: {
    title: '遊戲時間提醒',
    played: '您本次已遊戲 {time}。',
    minutes: '{m} 分鐘',
    hoursMinutes: '{h} 小時 {m} 分鐘',
    won: '本次輸贏：贏 {amount}',
    lost: '本次輸贏：輸 {amount}',
    question: '要繼續遊戲嗎？',
    continue: '繼續遊戲',
    stop: '停止遊戲',
    limitUntil: '（可於 {date} 後再遊戲）',
  },
  EN: {
    title: 'Reality check',
    played: 'You have been playing for {time} this session.',
    minutes: '{m} min',
    hoursMinutes: '{h} h {m} min',
    won: 'Net result this session: won {amount}',
    lost: 'Net result this session: lost {amount}',
    question: 'Do you want to keep playing?',
    continue: 'Keep playing',
    stop: 'Stop playing',
    limitUntil: '(you can play again after {date})',
  },
  TH: {
    title: 'แจ้งเตือนเวลาเล่น',
    played: 'คุณเล่นมาแล้ว {time} ในเซสชันนี้',
    minutes: '{m} นาที',
    hoursMinutes: '{h} ชั่วโมง {m} นาที',
    won: 'ผลสุทธิของเซสชันนี้: ได้ {amount}',
    lost: 'ผลสุทธิของเซสชันนี้: เสีย {amount}',
    question: 'ต้องการเล่นต่อหรือไม่?',
    continue: 'เล่นต่อ',
    stop: 'หยุดเล่น',
    limitUntil: '(เล่นได้อีกครั้งหลัง {date})',
  },
};

/** The dialog's markup (a native modal <dialog>: focus kept inside, Escape and the backdrop do nothing) and its words as data-r-* attributes. */
export function realityDialog(lang: ApiLanguage, escape: (s: string) => string): { data: string; markup: string } {
  const t = REALITY_TEXTS[lang];
  const data = Object.entries(t)
    .map(([k, v]) => ` data-r-${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${escape(v)}"`)
    .join('');
  const markup = `<dialog id="reality" role="alertdialog" aria-modal="true" aria-labelledby="reality-title" aria-describedby="reality-body" closedby="none">
<h2 id="reality-title">${escape(t.title)}</h2>
<div id="reality-body"><p id="reality-played"></p><p id="reality-net"></p><p>${escape(t.question)}</p></div>
<div class="reality-actions"><button type="button" id="reality-stop">${escape(t.stop)}</button><button type="button" id="reality-continue">${escape(t.continue)}</button></div>
</dialog><script src="/play/static/reality.js" defer></script>`;
  return { data, markup };
}
