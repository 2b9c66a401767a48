import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Vip.module.css';

export interface VipTab<V extends string> {
  value: V;
  label: string;
}

const tabId = (value: string) => `vip-tab-${value}`;
const panelId = (value: string) => `vip-panel-${value}`;

/**
 * WAI-ARIA tabs (automatic activation): the arrow keys, Home and End move and
 * select; only the selected tab is in the Tab order, so Tab goes into its panel.
 */
export function VipTabs<V extends string>({ label, value, items, onChange }: { label: string; value: V; items: readonly VipTab<V>[]; onChange: (value: V) => void }) {
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
    list.current?.ownerDocument.getElementById(tabId(next.value))?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className={styles.tabs}>
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={tabId(item.value)}
            aria-selected={selected}
            aria-controls={panelId(item.value)}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
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

export function VipTabPanel({ value, hidden, children }: { value: string; hidden: boolean; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)} tabIndex={0} hidden={hidden} className={styles.panel}>
      {children}
    </div>
  );
}
