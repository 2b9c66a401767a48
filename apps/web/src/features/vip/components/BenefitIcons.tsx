import { useId, type CSSProperties, type ReactNode } from 'react';
import styles from './BenefitIcons.module.css';

/** The six VIP benefits of SPEC 3, in the order the page shows them. */
export const VIP_BENEFITS = ['birthdayGift', 'festivalGift', 'gameRebate', 'levelGift', 'redEnvelop', 'withdrawLimit'] as const;
export type VipBenefit = (typeof VIP_BENEFITS)[number];

/** Class names of the parts; the colours come from custom properties set on the <svg> (BenefitIcons.module.css). */
interface Paint {
  /** A filled, outlined shape. */
  body: string;
  /** A line drawn on a shape. */
  inkLine: string;
  /** A dot drawn on a shape. */
  inkDot: string;
  /** A free line (candles, arrows). */
  line: string;
}

const PAINT: Paint = { body: styles.body ?? '', inkLine: styles.inkLine ?? '', inkDot: styles.inkDot ?? '', line: styles.line ?? '' };

/** Our own drawings on a 48 x 48 grid: shapes take the paint, so one drawing gives both forms. */
const DRAWINGS: Record<VipBenefit, (p: Paint) => ReactNode> = {
  // A two-tier cake with three candles.
  birthdayGift: (p) => (
    <>
      <path d="M15 13v6M24 11v8M33 13v6" className={p.line} strokeWidth="2.5" strokeLinecap="round" />
      <path d="M15 6c1.8 2 1.8 3.6 0 4.6-1.8-1-1.8-2.6 0-4.6zM24 4c1.8 2 1.8 3.6 0 4.6-1.8-1-1.8-2.6 0-4.6zM33 6c1.8 2 1.8 3.6 0 4.6-1.8-1-1.8-2.6 0-4.6z" className={p.body} strokeWidth="1.2" />
      <rect x="11" y="19" width="26" height="9" rx="3" className={p.body} strokeWidth="2" />
      <rect x="6" y="28" width="36" height="14" rx="3" className={p.body} strokeWidth="2" />
      <path d="M6 34c4 3 8 3 12 0s8-3 12 0 8 3 12 0" className={p.inkLine} strokeWidth="2" />
    </>
  ),
  // A gift box with a ribbon and a bow.
  festivalGift: (p) => (
    <>
      <rect x="8" y="20" width="32" height="22" rx="3" className={p.body} strokeWidth="2" />
      <rect x="5" y="14" width="38" height="8" rx="2.5" className={p.body} strokeWidth="2" />
      <path d="M24 14v28" className={p.inkLine} strokeWidth="3.5" />
      <path d="M24 14c-3-7-11-9-11-4 0 3 5 4 11 4zM24 14c3-7 11-9 11-4 0 3-5 4-11 4z" className={p.body} strokeWidth="2" strokeLinejoin="round" />
    </>
  ),
  // A coin with a percent sign and a returning arrow.
  gameRebate: (p) => (
    <>
      <circle cx="22" cy="25" r="15" className={p.body} strokeWidth="2" />
      <path d="M16 32l12-14" className={p.inkLine} strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="17" cy="20" r="2.6" className={p.inkLine} strokeWidth="2" />
      <circle cx="27" cy="30" r="2.6" className={p.inkLine} strokeWidth="2" />
      <path d="M36 9a17 17 0 0 1 6 10" className={p.line} strokeWidth="2.5" strokeLinecap="round" />
      <path d="M43 14l-1 5.5-5-2.5" className={p.line} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  // A crown over an upward chevron: moving up a level.
  levelGift: (p) => (
    <>
      <path d="M7 20l8 6 9-13 9 13 8-6-3 16H10z" className={p.body} strokeWidth="2" strokeLinejoin="round" />
      <circle cx="24" cy="27" r="3" className={p.inkDot} />
      <path d="M14 44l10-5 10 5" className={p.line} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  // A red envelope (hongbao) with its flap and seal.
  redEnvelop: (p) => (
    <>
      <rect x="11" y="5" width="26" height="38" rx="3" className={p.body} strokeWidth="2" />
      <path d="M11 13c4 6 9 8 13 8s9-2 13-8" className={p.inkLine} strokeWidth="2" />
      <circle cx="24" cy="22" r="4.5" className={p.inkDot} />
      <path d="M18 31h12M18 36h12" className={p.inkLine} strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  // A wallet with a coin leaving it: the daily withdrawal count and amount.
  withdrawLimit: (p) => (
    <>
      <rect x="5" y="15" width="34" height="26" rx="4" className={p.body} strokeWidth="2" />
      <path d="M29 24h12v10H29a5 5 0 0 1 0-10z" className={p.body} strokeWidth="2" />
      <circle cx="30" cy="29" r="1.8" className={p.inkDot} />
      <path d="M12 15l14-9 5 9" className={p.line} strokeWidth="2" strokeLinejoin="round" />
      <path d="M12 28h10" className={p.inkLine} strokeWidth="2" strokeLinecap="round" />
    </>
  ),
};

/**
 * A benefit's picture, gold when the player's level has it and grey when not.
 * Decorative: the benefit's name and its state are written beside it.
 */
export function BenefitIcon({ benefit, active, size = 48 }: { benefit: VipBenefit; active: boolean; size?: number }) {
  const gradient = `vip-gold-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  // The gradient's id differs per icon, so the active body paint is set here; the rest is in the CSS.
  const style = active ? ({ '--vip-icon-body': `url(#${gradient})` } as CSSProperties) : undefined;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      className={active ? styles.active : styles.inactive}
      style={style}
    >
      {active ? (
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" className={styles.stop1} />
            <stop offset="0.45" className={styles.stop2} />
            <stop offset="1" className={styles.stop3} />
          </linearGradient>
        </defs>
      ) : null}
      {DRAWINGS[benefit](PAINT)}
    </svg>
  );
}
