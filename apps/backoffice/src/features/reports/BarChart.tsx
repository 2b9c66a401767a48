import { useId } from 'react';

export interface BarChartProps {
  /** The chart's name (its <title>), e.g. "Gross gaming revenue per day". */
  title: string;
  /** What the chart is beside: the table holding the same figures (its text alternative). */
  description: string;
  labels: string[];
  values: number[];
  /** How a value is written in the axis and a bar's tooltip. */
  format: (value: number) => string;
  /** How a label is shortened under its bar (e.g. a day's number); all labels stay in the table. */
  shortLabel?: (label: string) => string;
}

const W = 480;
const H = 300;
const PAD = { top: 16, right: 8, bottom: 28, left: 64 };

/**
 * A small bar chart drawn as SVG, no library: one bar per period, a zero line when values go negative, the
 * highest and lowest value on the axis. It is an image (role="img", named by its title and description) whose
 * text alternative is the table the page puts beside it; each bar's <title> shows its figure on hover.
 */
export function BarChart({ title, description, labels, values, format, shortLabel = (l) => l }: BarChartProps) {
  const id = useId();
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((max - v) / span) * plotH;
  const slot = plotW / Math.max(1, values.length);
  const bar = Math.max(2, slot * 0.7);
  // Under many bars, every n-th label only, so the labels never overlap.
  const every = Math.max(1, Math.ceil(values.length / 8));
  return (
    <figure className="bo-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`} preserveAspectRatio="xMidYMid meet">
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{description}</desc>
        <line className="bo-chart-axis" x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} />
        <text className="bo-chart-tick" x={PAD.left - 6} y={y(max) + 4} textAnchor="end">{format(max)}</text>
        {min < 0 && <text className="bo-chart-tick" x={PAD.left - 6} y={y(min) + 4} textAnchor="end">{format(min)}</text>}
        {max > 0 && min < 0 && <text className="bo-chart-tick" x={PAD.left - 6} y={y(0) + 4} textAnchor="end">{format(0)}</text>}
        {values.map((v, i) => {
          const x = PAD.left + i * slot + (slot - bar) / 2;
          const top = Math.min(y(v), y(0));
          const height = Math.max(v === 0 ? 0 : 1, Math.abs(y(v) - y(0)));
          const label = labels[i] ?? '';
          return (
            <g key={label || i}>
              <rect className={v < 0 ? 'bo-chart-bar bo-chart-bar--negative' : 'bo-chart-bar'} x={x} y={top} width={bar} height={height}>
                <title>{`${label}: ${format(v)}`}</title>
              </rect>
              {i % every === 0 && (
                <text className="bo-chart-tick" x={x + bar / 2} y={H - 8} textAnchor="middle">{shortLabel(label)}</text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
