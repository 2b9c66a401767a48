import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from '../auth.module.css';

export interface TabItem<V extends string> {
  value: V;
  label: string;
}

export interface TabsProps<V extends string> {
  /** Accessible name of the tab list. */
  label: string;
  idBase: string;
  value: V;
  items: readonly TabItem<V>[];
  onChange: (value: V) => void;
  variant?: 'main' | 'sub';
}

export const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;
export const panelId = (idBase: string, value: string) => `${idBase}-panel-${value}`;

/** WAI-ARIA tabs: arrow keys, Home and End move and select (automatic activation). */
export function Tabs<V extends string>({ label, idBase, value, items, onChange, variant = 'main' }: TabsProps<V>) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = items.findIndex((item) => item.value === value);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = items[(target + items.length) % items.length];
    if (!next) return;
    onChange(next.value);
    list.current?.ownerDocument.getElementById(tabId(idBase, next.value))?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className={variant === 'main' ? styles.tabs : styles.subTabs}>
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={tabId(idBase, item.value)}
            aria-selected={selected}
            aria-controls={panelId(idBase, item.value)}
            tabIndex={selected ? 0 : -1}
            className={variant === 'main' ? styles.tab : styles.subTab}
            onClick={() => onChange(item.value)}
            onKeyDown={onKeyDown}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({ idBase, value, children }: { idBase: string; value: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(idBase, value)} aria-labelledby={tabId(idBase, value)} className={styles.panel}>
      {children}
    </div>
  );
}
