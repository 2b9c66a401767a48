import { formatAmount } from '@site/contract/rules/format';
import type { agentSeriesPoint } from '@site/contract/api/agent';
import { useEffect, useId, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import styles from './agent.module.css';
import { DataTable } from './DataTable';

type Point = z.infer<typeof agentSeriesPoint>;

const loadChart = () => import('./series-chart');

/**
 * Six months in a chart (uPlot, loaded after the page) and, for every reader, the same figures
 * in a table: the chart is described by it (a canvas says nothing to a screen reader).
 */
export function SeriesChart({ months }: { months: readonly Point[] }) {
  const { t } = useTranslation('agent');
  const host = useRef<HTMLDivElement>(null);
  const tableId = useId();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = host.current;
    if (!element || months.length === 0) return undefined;
    let teardown: (() => void) | null = null;
    let live = true;
    loadChart()
      .then(({ drawSeriesChart }) => {
        if (!live) return;
        element.replaceChildren();
        teardown = drawSeriesChart(element, {
          months: months.map((point) => point.month),
          turnover: months.map((point) => Number(point.turnover)),
          netResult: months.map((point) => Number(point.netResult)),
          commission: months.map((point) => Number(point.commission)),
          activeMembers: months.map((point) => point.activeMembers),
          labels: { month: t('figures.month'), turnover: t('figures.turnover'), netResult: t('figures.netResult'), commission: t('figures.commission'), activeMembers: t('figures.activeMembers') },
          formatMoney: (value) => formatAmount(value, 0),
        });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      teardown?.();
    };
  }, [months, t]);

  return (
    <figure className={styles.card} style={{ margin: 0 }}>
      <figcaption>
        <h2>{t('chart.title')}</h2>
      </figcaption>
      {failed ? <p className={styles.muted}>{t('chart.failed')}</p> : <div ref={host} className={styles.chart} role="img" aria-label={t('chart.label')} aria-describedby={tableId} />}
      <DataTable caption={t('chart.tableCaption')} id={tableId} columns={[{ label: t('figures.month') }, { label: t('figures.activeMembers'), numeric: true }, { label: t('figures.turnover'), numeric: true }, { label: t('figures.netResult'), numeric: true }, { label: t('figures.commission'), numeric: true }]}>
            {months.map((point) => (
              <tr key={point.month}>
                <th scope="row">{point.month}</th>
                <td className={styles.num}>{point.activeMembers}</td>
                <td className={styles.num}>{formatAmount(point.turnover)}</td>
                <td className={styles.num}>{formatAmount(point.netResult)}</td>
                <td className={styles.num}>{formatAmount(point.commission)}</td>
              </tr>
            ))}
      </DataTable>
    </figure>
  );
}
