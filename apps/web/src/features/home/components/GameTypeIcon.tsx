import { GAME_TYPE_GLYPHS } from './gameTypeGlyphs';

/** A glyph per game type (SPEC 1: 1 sports ... 7 fishing), inline (no request of its own). */
export function GameTypeIcon({ type }: { type: number }) {
  const glyph = GAME_TYPE_GLYPHS[type >= 1 && type <= 7 ? type : 6];
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {glyph ? <path fill="currentColor" fillRule={glyph.evenOdd ? 'evenodd' : undefined} d={glyph.d} /> : null}
    </svg>
  );
}
