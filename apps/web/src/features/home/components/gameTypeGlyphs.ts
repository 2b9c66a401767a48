/**
 * The glyph of each game type (SPEC 1: 1 sports ... 7 fishing), drawn inline: seven small paths cost less
 * than the request for a sprite file on the first view (issue 22, fewer requests).
 */
export const GAME_TYPE_GLYPHS: Readonly<Record<number, { d: string; evenOdd?: boolean }>> = {
  1: { d: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 3.2 2.9 2.1-1.1 3.4h-3.6L9.1 7.3 12 5.2ZM5.6 9.4l1.5 4.4-1.9 2.5a7.9 7.9 0 0 1 .4-6.9Zm3.1 9.8-.8-3 2.1-2.7h4l2.1 2.7-.8 3a8 8 0 0 1-6.6 0Zm10.1-2.9-1.9-2.5 1.5-4.4a7.9 7.9 0 0 1 .4 6.9Z', evenOdd: true },
  2: { d: 'M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm5 4.5c-1.2 1.6-3 3-3 4.7A2.1 2.1 0 0 0 11 14.3l-.5 2.2h3l-.5-2.2a2.1 2.1 0 0 0 2-2.1c0-1.7-1.8-3.1-3-4.7Z', evenOdd: true },
  3: { d: 'M7.5 7h9A5.5 5.5 0 0 1 22 12.5v1A3.5 3.5 0 0 1 15.9 16l-1.4-1.5h-5L8.1 16A3.5 3.5 0 0 1 2 13.5v-1A5.5 5.5 0 0 1 7.5 7Zm-.5 3v1.5H5.5V13H7v1.5h1.5V13H10v-1.5H8.5V10H7Zm9 .2a1 1 0 1 0 0 2 1 1 0 0 0 0-2Zm2 2.3a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z', evenOdd: true },
  4: { d: 'M6 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm12 0a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm-6 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z', evenOdd: true },
  5: { d: 'M4 5.5 10.5 4l3 14-6.5 1.5-3-14Zm9.8-.6 6.2 2.3-4.8 13.2-1.4-.5 2.3-10.5-2.3-4.5Z', evenOdd: true },
  6: { d: 'M4 4h16a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm2 4v8h3.3V8H6Zm4.4 0v8h3.2V8h-3.2Zm4.3 0v8H18V8h-3.3Z', evenOdd: true },
  7: { d: 'M3 12c3-4.5 8-6 12.5-4.2L20 5v14l-4.5-2.8C11 18 6 16.5 3 12Zm10.5-1.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4Z', evenOdd: true },
};
