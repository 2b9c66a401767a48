import type { GameItem, SubGameItem } from '@site/contract/api/game-schemas';
import { isMaintaining } from '@site/contract/rules/session';
import { useId, useMemo, useState } from 'react';
import { useHydrated } from '../../../shared/hooks';
import type { TFunction } from '../../../shared/i18n/translator';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { NearImage } from '../../../shared/media/NearImage';
import { useFavoriteToggle } from '../api/useFavoriteToggle';
import { maintenanceText } from '../maintenance';
import { FavoriteButton } from './FavoriteButton';
import styles from './GameCard.module.css';
import layout from './layout.module.css';

export type OpenGame = (game: GameItem, subGame?: SubGameItem) => void;

interface CardFrameProps {
  name: string;
  image: string;
  hoverImage?: string;
  favorite: boolean;
  /** Shown over the picture and describing the button: the maintenance window. */
  notice?: string;
  /** The new mark's text (part of the button's name), or undefined. */
  badge?: string | undefined;
  onOpen: () => void;
  onFavorite: () => void;
}

function CardFrame({ name, image, hoverImage, favorite, notice, badge, onOpen, onFavorite }: CardFrameProps) {
  const noticeId = useId();
  const [hovered, setHovered] = useState(false);
  return (
    <div className={styles.card} data-maintenance={notice ? '' : undefined} onMouseEnter={hoverImage ? () => setHovered(true) : undefined}>
      <button type="button" className={styles.open} onClick={onOpen} aria-describedby={notice ? noticeId : undefined}>
        <span className={`${layout.art} ${styles.art}`}>
          <NearImage className={styles.image} src={image} alt="" width={200} height={200} />
          {hoverImage && hovered ? <img className={styles.hover} src={hoverImage} alt="" width={200} height={200} decoding="async" /> : null}
        </span>
        <span className={layout.name}>{name}</span>
        {/* The space keeps the name and the mark two words of the button's name. */}
        {badge ? <span className={styles.badge}> {badge}</span> : null}
      </button>
      {notice ? (
        <span id={noticeId} className={styles.notice}>
          {notice}
        </span>
      ) : null}
      <FavoriteButton name={name} pressed={favorite} onToggle={onFavorite} />
    </div>
  );
}

/**
 * What every card of a list needs, taken once by the list (issue 36: a row of 30 cards ran these hooks 30 times):
 * the translator for the maintenance window, the favourite toggle, and whether the page has hydrated.
 */
export interface CardShared {
  t: TFunction;
  toggle: ReturnType<typeof useFavoriteToggle>;
  hydrated: boolean;
}

export function useCardShared(): CardShared {
  const { t } = useTranslation('games');
  const toggle = useFavoriteToggle();
  const hydrated = useHydrated();
  return useMemo(() => ({ t, toggle, hydrated }), [t, toggle, hydrated]);
}

/** A game: a button named after it (opens it; with the new mark when marked new), a heart, and the maintenance window when status 2. */
export function GameCard({ game, onOpen, shared }: { game: GameItem; onOpen: OpenGame; shared: CardShared }) {
  const maintaining = isMaintaining(game);
  return (
    <CardFrame
      name={game.name}
      image={maintaining && game.logoGrayscale ? game.logoGrayscale : game.icon}
      hoverImage={maintaining ? undefined : game.pcHoverImg || undefined}
      favorite={game.isFavorite}
      notice={maintaining ? maintenanceText(shared.t, game, shared.hydrated) : undefined}
      badge={game.isNew ? shared.t('card.new') : undefined}
      onOpen={() => onOpen(game)}
      onFavorite={() => shared.toggle('game', game)}
    />
  );
}

/** A sub-game, opened inside its game; its game's maintenance applies. */
export function SubGameCard({ subGame, game, onOpen, shared }: { subGame: SubGameItem; game: GameItem; onOpen: OpenGame; shared: CardShared }) {
  const maintaining = isMaintaining(game);
  return (
    <CardFrame
      name={subGame.subGameName}
      image={subGame.subImg}
      favorite={subGame.isFavorite}
      notice={maintaining ? maintenanceText(shared.t, game, shared.hydrated) : undefined}
      onOpen={() => onOpen(game, subGame)}
      onFavorite={() => shared.toggle('subGame', subGame)}
    />
  );
}
