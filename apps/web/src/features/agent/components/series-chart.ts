import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * The dashboard's 6-month chart drawn by uPlot (issue 21; loaded with this module on demand,
 * never on the first screen): turnover, net result and commission on the money axis (left),
 * active members on the right. Colours are read from the theme's CSS variables when drawn.
 */
export interface SeriesChartInput {
  months: string[];
  turnover: number[];
  netResult: number[];
  commission: number[];
  activeMembers: number[];
  labels: { month: string; turnover: string; netResult: string; commission: string; activeMembers: string };
  formatMoney: (value: number) => string;
}

function cssVar(element: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/** Draws into `element`, following its width; returns the chart's teardown. */
export function drawSeriesChart(element: HTMLElement, input: SeriesChartInput): () => void {
  const text = cssVar(element, '--color-text-muted', '#888');
  const grid = cssVar(element, '--color-border', '#444');
  const x = input.months.map((_, index) => index);
  const width = () => Math.max(280, element.clientWidth);
  const chart = new uPlot(
    {
      width: width(),
      height: 260,
      legend: { show: true },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false }, money: { auto: true }, members: { auto: true, range: (_u, _min, max) => [0, Math.max(3, max + 1)] } },
      axes: [
        { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid }, values: (_u, values) => values.map((value) => input.months[value] ?? ''), incrs: [1] },
        { scale: 'money', stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid }, size: 72, values: (_u, values) => values.map((value) => input.formatMoney(value)) },
        { scale: 'members', side: 1, stroke: text, grid: { show: false }, ticks: { stroke: grid }, incrs: [1, 2, 5, 10, 20, 50, 100] },
      ],
      series: [
        { label: input.labels.month, value: (_u, value) => (value === null ? '' : (input.months[value] ?? '')) },
        { label: input.labels.turnover, scale: 'money', stroke: cssVar(element, '--gold-2', '#d4a53c'), width: 2, value: (_u, value) => (value === null ? '' : input.formatMoney(value)) },
        { label: input.labels.netResult, scale: 'money', stroke: cssVar(element, '--color-success', '#3aa76d'), width: 2, value: (_u, value) => (value === null ? '' : input.formatMoney(value)) },
        { label: input.labels.commission, scale: 'money', stroke: cssVar(element, '--color-link', '#4c8dff'), width: 2, dash: [6, 4], value: (_u, value) => (value === null ? '' : input.formatMoney(value)) },
        { label: input.labels.activeMembers, scale: 'members', stroke: cssVar(element, '--color-text', '#ddd'), width: 2, points: { size: 8 } },
      ],
    },
    [x, input.turnover, input.netResult, input.commission, input.activeMembers],
    element,
  );
  const observer = new ResizeObserver(() => chart.setSize({ width: width(), height: 260 }));
  observer.observe(element);
  return () => {
    observer.disconnect();
    chart.destroy();
  };
}
