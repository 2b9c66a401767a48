import { useTranslation } from '../../../shared/i18n/useTranslation';
import styles from './GameCard.module.css';

export interface FavoriteButtonProps {
  name: string;
  pressed: boolean;
  onToggle: () => void;
}

/** The heart: a toggle button named after the game ("收藏 X"), pressed when it is a favourite. */
export function FavoriteButton({ name, pressed, onToggle }: FavoriteButtonProps) {
  const { t } = useTranslation('games');
  return (
    <button type="button" className={styles.heart} aria-pressed={pressed} aria-label={t('favorite.toggle', { name })} onClick={onToggle}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M12 20.3 4.7 13.2a4.6 4.6 0 0 1 0-6.6 4.7 4.7 0 0 1 6.6 0l.7.7.7-.7a4.7 4.7 0 0 1 6.6 0 4.6 4.6 0 0 1 0 6.6Z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
