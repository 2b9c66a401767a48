import type { ReactNode } from 'react';
import styles from './agent.module.css';

export interface DataColumn {
  label: ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
}

/**
 * The agent backend's tables: a captioned table in a region that scrolls sideways on a phone and can be
 * reached by keyboard (axe: scrollable-region-focusable), its column headings, its rows as children.
 */
export function DataTable({ caption, columns, id, children }: { caption: string; columns: readonly DataColumn[]; id?: string; children: ReactNode }) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table} id={id}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className={column.numeric ? styles.num : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
