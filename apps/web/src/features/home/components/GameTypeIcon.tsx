import sprite from '../assets/game-types.svg';

/** A glyph per game type (SPEC 1: 1 sports ... 7 fishing), from one cached SVG sprite. */
export function GameTypeIcon({ type }: { type: number }) {
  const id = type >= 1 && type <= 7 ? type : 6;
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <use href={`${sprite}#type-${id}`} />
    </svg>
  );
}
