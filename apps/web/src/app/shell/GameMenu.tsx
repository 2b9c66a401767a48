import { DROPDOWN_WIDTH_PX } from '@site/contract/constants';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { Link, useLocation } from 'react-router';
import { Skeleton } from '@site/ui/skeleton';
import { DEFAULT_CHANNEL_BY_TYPE, gameTypeLabel, loadGameMenuPanel, useGameTypes, useUsualGamesCount } from '../../features/games';
import { activityPaths } from '../../features/activity/paths';
import { gamesPaths } from '../../features/games/paths';
import { homePaths } from '../../features/home/paths';
import styles from './GameMenu.module.css';

const Panel = lazy(() => loadGameMenuPanel().then((mod) => ({ default: mod.GameMenuPanel })));

type PanelTab = { kind: 'hot' } | { kind: 'usual' } | { kind: 'type'; gameType: number };

interface Tab {
  key: string;
  to: string;
  label: string;
  active: boolean;
  panel?: PanelTab;
}

const HIDE_DELAY_MS = 150;

function canHover(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(hover: hover)').matches;
}

function isKeyboardFocus(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Game menu tabs (SPEC 2): hot, usual (only with usual games), each game type
 * present, promotions. A tab opens the Lobby (type 6 on channel KT). Hovering a
 * tab, focusing it from the keyboard or pressing ArrowDown on it shows a 340 px
 * dropdown of its games or channels; Tab walks into it, Escape closes it.
 */
export function GameMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: types, isPending } = useGameTypes();
  const usualCount = useUsualGamesCount();
  const lobbyRoot = gamesPaths.lobby();
  const navRef = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hold = useRef(false);
  // Escape returns focus to the tab; that focus must not open the dropdown again.
  const quiet = useRef(false);
  const idBase = useId();
  // The dropdown open, and on which page: a page change closes it.
  const [open, setOpen] = useState<{ key: string; left: number; at: string } | null>(null);
  const openKey = open && open.at === pathname ? open.key : null;

  const tabs: Tab[] = [{ key: 'hot', to: lobbyRoot, label: t('nav.hot'), active: pathname === lobbyRoot, panel: { kind: 'hot' } }];
  if (usualCount > 0) tabs.push({ key: 'usual', to: homePaths.home({ section: 'usual' }), label: t('nav.usual'), active: false, panel: { kind: 'usual' } });
  for (const type of types ?? []) {
    const base = gamesPaths.lobby({ gameType: type.type });
    tabs.push({
      key: `type-${type.type}`,
      to: gamesPaths.lobby({ gameType: type.type, channelCode: DEFAULT_CHANNEL_BY_TYPE[type.type] }),
      label: gameTypeLabel(t, type.type, type.name),
      active: pathname === base || pathname.startsWith(`${base}/`),
      panel: { kind: 'type', gameType: type.type },
    });
  }
  if (isPending) {
    for (const i of [1, 2, 3, 4, 5]) tabs.push({ key: `pending-${i}`, to: '', label: '', active: false });
  }
  tabs.push({ key: 'promotions', to: activityPaths.list(), label: t('nav.promotions'), active: pathname.startsWith('/activity') });

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (key: string, item: HTMLElement) => {
    clearTimeout(timer.current);
    const nav = navRef.current;
    if (!nav) return;
    const navBox = nav.getBoundingClientRect();
    const box = item.getBoundingClientRect();
    const maxLeft = Math.max(0, Math.min(navBox.width, window.innerWidth - navBox.left - 8) - DROPDOWN_WIDTH_PX);
    setOpen({ key, left: Math.min(Math.max(0, box.left - navBox.left), maxLeft), at: pathname });
  };
  const hide = (delay = HIDE_DELAY_MS) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!hold.current) setOpen(null);
    }, delay);
  };
  // While the maintenance notice asks, the dropdown stays; once answered it closes.
  const onHold = useCallback((value: boolean) => {
    const was = hold.current;
    hold.current = value;
    if (was && !value) setOpen(null);
  }, []);

  const onKeyDown = (tab: Tab, event: KeyboardEvent<HTMLLIElement>) => {
    const item = event.currentTarget;
    if (event.key === 'Escape' && openKey === tab.key) {
      setOpen(null);
      quiet.current = true;
      item.querySelector<HTMLElement>('a')?.focus();
      quiet.current = false;
    } else if (event.key === 'ArrowDown' && event.target === item.querySelector('a')) {
      event.preventDefault();
      show(tab.key, item);
      // The panel may still be loading: focus its first control once it is there.
      const focusFirst = (tries: number) => {
        const first = item.querySelector<HTMLElement>('[data-dropdown] button, [data-dropdown] a');
        if (first) first.focus();
        else if (tries > 0) setTimeout(() => focusFirst(tries - 1), 50);
      };
      setTimeout(() => focusFirst(40), 0);
    }
  };

  return (
    <nav ref={navRef} className={[styles.nav, className].filter(Boolean).join(' ')} aria-label={t('nav.gameMenu')}>
      <ul className={styles.list}>
        {tabs.map((tab) => {
          if (tab.to === '') {
            return (
              <li key={tab.key} className={styles.skeleton} aria-hidden="true">
                <Skeleton width={44} height={18} />
              </li>
            );
          }
          const panelId = `${idBase}-${tab.key}`;
          const expanded = openKey === tab.key;
          const panel = tab.panel;
          return (
            <li
              key={tab.key}
              onMouseEnter={panel ? (e) => canHover() && show(tab.key, e.currentTarget) : undefined}
              onMouseLeave={panel ? () => hide() : undefined}
              onFocus={panel ? (e: FocusEvent<HTMLLIElement>) => !quiet.current && e.target.tagName === 'A' && isKeyboardFocus(e.target) && show(tab.key, e.currentTarget) : undefined}
              onBlur={panel ? (e: FocusEvent<HTMLLIElement>) => !e.currentTarget.contains(e.relatedTarget as Node | null) && hide(0) : undefined}
              onKeyDown={panel ? (e) => onKeyDown(tab, e) : undefined}
            >
              <Link
                className={styles.tab}
                to={tab.to}
                aria-current={tab.active ? 'page' : undefined}
                aria-expanded={panel ? expanded : undefined}
                aria-controls={panel && expanded ? panelId : undefined}
              >
                {tab.label}
              </Link>
              {panel && expanded && open ? (
                <div id={panelId} data-dropdown="" className={styles.dropdown} style={{ left: open.left, width: DROPDOWN_WIDTH_PX }}>
                  <Suspense fallback={<div className={styles.loading} aria-hidden="true" />}>
                    <Panel tab={panel} label={tab.label} onHold={onHold} />
                  </Suspense>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
