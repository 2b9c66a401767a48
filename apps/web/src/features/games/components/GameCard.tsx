import type { GameItem, SubGameItem } from '@site/contract/api/game-schemas';
import { isMaintaining } from '@site/contract/rules/session';
import { useId, useState } from 'react';
import { useHydrated } from '../../../shared/hooks';
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
  onOpen: () => void;
  onFavorite: () => void;
}

function CardFrame({ name, image, hoverImage, favorite, notice, onOpen, onFavorite }: CardFrameProps) {
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

/** A game: a button named after it (opens it), a heart, and the maintenance window when status 2. */
export function GameCard({ game, onOpen }: { game: GameItem; onOpen: OpenGame }) {
  const { t } = useTranslation('games');
  const toggle = useFavoriteToggle();
  const maintaining = isMaintaining(game);
  const hydrated = useHydrated();
  return (
    <CardFrame
      name={game.name}
      image={maintaining && game.logoGrayscale ? game.logoGrayscale : game.icon}
      hoverImage={maintaining ? undefined : game.pcHoverImg || undefined}
      favorite={game.isFavorite}
      notice={maintaining ? maintenanceText(t, game, hydrated) : undefined}
      onOpen={() => onOpen(game)}
      onFavorite={() => toggle('game', game)}
    />
  );
}

/** A sub-game, opened inside its game; its game's maintenance applies. */
export function SubGameCard({ subGame, game, onOpen }: { subGame: SubGameItem; game: GameItem; onOpen: OpenGame }) {
  const { t } = useTranslation('games');
  const toggle = useFavoriteToggle();
  const maintaining = isMaintaining(game);
  const hydrated = useHydrated();
  return (
    <CardFrame
      name={subGame.subGameName}
      image={subGame.subImg}
      favorite={subGame.isFavorite}
      notice={maintaining ? maintenanceText(t, game, hydrated) : undefined}
      onOpen={() => onOpen(game, subGame)}
      onFavorite={() => toggle('subGame', subGame)}
    />
  );
}
