import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem<V extends string> {
  value: V;
  label: string;
}

/** `pill`: a segmented pill (gold selected tab); `underline`: a row of labels, the selected one underlined. */
export type TabsVariant = 'pill' | 'underline';
/** `md`: 40 px tabs; `lg`: 44 px tabs with side padding (page-level tabs). Only for the pill variant. */
export type TabsSize = 'md' | 'lg';

export interface TabsProps<V extends string> {
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tab and panel ids (unique on the page); pairs the tabs with their TabPanel. */
  idBase: string;
  value: V;
  items: readonly TabItem<V>[];
  onChange: (value: V) => void;
  variant?: TabsVariant;
  size?: TabsSize;
  /** Extra class of the tab list (layout: width, margins). */
  className?: string;
}

export const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;
export const panelId = (idBase: string, value: string) => `${idBase}-panel-${value}`;

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * WAI-ARIA tabs (automatic activation): the arrow keys, Home and End move and
 * select; only the selected tab is in the Tab order, so Tab goes into its panel.
 */
export function Tabs<V extends string>({ label, idBase, value, items, onChange, variant = 'pill', size = 'md', className }: TabsProps<V>) {
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
    <div ref={list} role="tablist" aria-label={label} className={join(styles[variant], variant === 'pill' && size === 'lg' && styles.lg, className)}>
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

export interface TabPanelProps {
  idBase: string;
  value: string;
  /** For panels that stay in the page while another tab is selected. */
  hidden?: boolean;
  /** In the Tab order (for panels whose content may have nothing focusable). */
  focusable?: boolean;
  className?: string;
  children?: ReactNode;
}

/** The panel of one tab, named by it. */
export function TabPanel({ idBase, value, hidden, focusable = false, className, children }: TabPanelProps) {
  return (
    <div role="tabpanel" id={panelId(idBase, value)} aria-labelledby={tabId(idBase, value)} tabIndex={focusable ? 0 : undefined} hidden={hidden} className={className}>
      {children}
    </div>
  );
}
