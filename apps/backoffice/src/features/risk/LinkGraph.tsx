import type { TFunction } from '@site/client/translator';

interface GraphLink {
  playerId: number;
  account: string;
  via: Array<{ kind: string; value: string }>;
}

const W = 560;
const H = 360;
const R = 140;
const MAX_NODES = 16;

/**
 * A small picture of a player's links: the player in the middle, each linked account around it, each line named by
 * what links them. An image for sighted readers only as a summary: its text alternative is the table beside it
 * (aria-describedby), which lists the same accounts and links in full. Beyond MAX_NODES accounts the picture shows
 * the first ones (most links first) and says how many more the table holds.
 */
export function LinkGraph({ account, links, tableId, t }: { account: string; links: GraphLink[]; tableId: string; t: TFunction }) {
  const shown = links.slice(0, MAX_NODES);
  const cx = W / 2;
  const cy = H / 2;
  const at = (i: number) => {
    const angle = (2 * Math.PI * i) / Math.max(1, shown.length) - Math.PI / 2;
    return { x: cx + R * Math.cos(angle), y: cy + (R - 20) * Math.sin(angle) };
  };
  return (
    <figure className="bo-risk-graph">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('linked.graphLabel', { account, count: links.length })} aria-describedby={tableId}>
        {shown.map((l, i) => {
          const p = at(i);
          return (
            <g key={`e${l.playerId}`}>
              <line x1={cx} y1={cy} x2={p.x} y2={p.y} className="bo-risk-edge" strokeWidth={Math.min(6, l.via.length + 1)} />
              <text x={(cx + p.x) / 2} y={(cy + p.y) / 2 - 4} className="bo-risk-edge-label" textAnchor="middle">{[...new Set(l.via.map((v) => t(`via.${v.kind}`)))].join(' · ')}</text>
            </g>
          );
        })}
        {shown.map((l, i) => {
          const p = at(i);
          return (
            <g key={`n${l.playerId}`}>
              <circle cx={p.x} cy={p.y} r={8} className="bo-risk-node" />
              <text x={p.x} y={p.y + (p.y > cy ? 24 : -14)} textAnchor="middle" className="bo-risk-node-label">{l.account}</text>
            </g>
          );
        })}
        <circle cx={cx} cy={cy} r={12} className="bo-risk-node bo-risk-node--self" />
        <text x={cx} y={cy + 30} textAnchor="middle" className="bo-risk-node-label bo-risk-node-label--self">{account}</text>
      </svg>
      {links.length > shown.length && <figcaption className="bo-muted">{t('linked.more', { count: links.length - shown.length })}</figcaption>}
    </figure>
  );
}
