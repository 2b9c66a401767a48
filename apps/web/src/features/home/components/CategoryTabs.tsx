import { lazy, Suspense, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { CardSkeletons, gameTypeLabel, loadHomeSections, type GameType } from '../../games';
import { GameTypeIcon } from './GameTypeIcon';
import styles from './CategoryTabs.module.css';

const CategoryGames = lazy(() => loadHomeSections().then((mod) => ({ default: mod.CategoryGames })));

export interface CategoryTabsProps {
  types: readonly GameType[];
  selected: number;
  onSelect: (type: number) => void;
}

/** Tabs of the game types present (query gameType picks one); the panel lists that type's games. */
export function CategoryTabs({ types, selected, onSelect }: CategoryTabsProps) {
  const { t } = useTranslation('home');
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const i = types.findIndex((type) => type.type === selected);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const target = step ? (i + step + types.length) % types.length : event.key === 'Home' ? 0 : event.key === 'End' ? types.length - 1 : -1;
    if (target < 0) return;
    event.preventDefault();
    const next = types[target];
    if (!next) return;
    onSelect(next.type);
    list.current?.querySelector<HTMLElement>(`[data-type="${next.type}"]`)?.focus();
  };
  const current = types.find((type) => type.type === selected);
  const label = current ? gameTypeLabel(t, current.type, current.name) : '';
  return (
    <>
      <div ref={list} className={styles.tabs} role="tablist" aria-label={t('types.title')} onKeyDown={onKeyDown}>
        {types.map((type) => {
          const active = type.type === selected;
          return (
            <button
              key={type.type}
              type="button"
              role="tab"
              id={`home-tab-${type.type}`}
              data-type={type.type}
              className={styles.tab}
              aria-selected={active}
              aria-controls="home-type-panel"
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(type.type)}
            >
              <span className={styles.icon}>
                <GameTypeIcon type={type.type} />
              </span>
              {gameTypeLabel(t, type.type, type.name)}
            </button>
          );
        })}
      </div>
      <div id="home-type-panel" className={styles.panel} role="tabpanel" aria-labelledby={`home-tab-${selected}`}>
        <Suspense fallback={<CardSkeletons count={8} layout="row" />}>
          <CategoryGames gameType={selected} label={label} />
        </Suspense>
      </div>
    </>
  );
}
