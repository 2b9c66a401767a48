import type { ReactNode } from 'react';

/**
 * A wide report table's scroll box: beside its chart the table is wider than its column, so the box scrolls
 * sideways, and a keyboard reaches it (a focusable region named as the table), as WCAG's scrollable-region rule asks.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="bo-report-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
