import type { ReactNode } from 'react';
import styles from './Tutorial.module.css';

/**
 * Our own step pictures (no external images): small inline SVG drawings in
 * the theme's and brand's colours (classes over tokens), so they follow light,
 * dark and the three brands. Decorative: each step's text says the same.
 */

const Frame = ({ children }: { children: ReactNode }) => (
  <svg viewBox="0 0 120 80" className={styles.picture} aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="118" height="78" rx="10" className={styles.paper} />
    {children}
  </svg>
);

const Phone = ({ x = 44, children }: { x?: number; children?: ReactNode }) => (
  <g transform={`translate(${x} 8)`}>
    <rect width="32" height="64" rx="6" className={styles.device} />
    <rect x="3" y="7" width="26" height="48" rx="2" className={styles.screen} />
    <circle cx="16" cy="59.5" r="2" className={styles.line} />
    {children}
  </g>
);

const Lines = ({ x, y, widths }: { x: number; y: number; widths: number[] }) => (
  <>
    {widths.map((w, i) => (
      <rect key={i} x={x} y={y + i * 7} width={w} height="3" rx="1.5" className={styles.line} />
    ))}
  </>
);

const Check = ({ x, y }: { x: number; y: number }) => (
  <g transform={`translate(${x} ${y})`}>
    <circle r="11" className={styles.accent} />
    <path d="M-5 0l3.5 3.5L5.5-4" className={styles.tick} />
  </g>
);

const Card = ({ x, y }: { x: number; y: number }) => (
  <g transform={`translate(${x} ${y})`}>
    <rect width="44" height="28" rx="4" className={styles.gold} />
    <rect x="5" y="7" width="9" height="7" rx="1.5" className={styles.chip} />
    <rect x="5" y="19" width="30" height="3" rx="1.5" className={styles.onGold} />
  </g>
);

const Qr = ({ x, y, s = 20 }: { x: number; y: number; s?: number }) => (
  <g transform={`translate(${x} ${y}) scale(${s / 20})`}>
    <rect width="20" height="20" fill="#fff" />
    {[
      [1, 1],
      [13, 1],
      [1, 13],
    ].map(([a, b]) => (
      <rect key={`${a}-${b}`} x={a} y={b} width="6" height="6" fill="none" stroke="#000" strokeWidth="1.6" />
    ))}
    <path d="M10 2h2v2h-2zM9 9h3v3H9zM14 10h2v4h-2zM10 14h3v2h-3zM16 16h2v2h-2zM2 9h2v2H2z" fill="#000" />
  </g>
);

const Arrow = ({ x1, x2, y }: { x1: number; x2: number; y: number }) => <path d={`M${x1} ${y}H${x2}m-5 -4l5 4-5 4`} className={styles.arrow} />;

export const PICTURES = {
  pickCard: () => (
    <Frame>
      <Card x={12} y={26} />
      <Arrow x1={60} x2={74} y={40} />
      <rect x="80" y="24" width="28" height="32" rx="4" className={styles.screen} />
      <Lines x={84} y={30} widths={[20, 14, 18]} />
    </Frame>
  ),
  copyAccount: () => (
    <Frame>
      <rect x="12" y="14" width="72" height="52" rx="6" className={styles.screen} />
      <Lines x={18} y={22} widths={[40, 52, 34, 46, 28]} />
      <g transform="translate(90 30)">
        <rect width="16" height="20" rx="3" className={styles.device} />
        <rect x="4" y="-4" width="16" height="20" rx="3" className={styles.accent} />
      </g>
    </Frame>
  ),
  bankApp: () => (
    <Frame>
      <Card x={6} y={26} />
      <Arrow x1={52} x2={66} y={40} />
      <Phone x={74}>
        <rect x="7" y="14" width="18" height="10" rx="2" className={styles.accent} />
        <Lines x={7} y={30} widths={[18, 12, 16]} />
      </Phone>
    </Frame>
  ),
  wait: () => (
    <Frame>
      <g transform="translate(42 40)">
        <circle r="20" className={styles.screen} />
        <path d="M0-12V0l8 6" className={styles.hand} />
      </g>
      <Check x={84} y={40} />
    </Frame>
  ),
  usdtAmount: () => (
    <Frame>
      <g transform="translate(30 40)">
        <circle r="16" className={styles.gold} />
        <text y="5" textAnchor="middle" className={styles.glyph}>
          $
        </text>
      </g>
      <Arrow x1={52} x2={68} y={40} />
      <g transform="translate(90 40)">
        <circle r="16" className={styles.accent} />
        <text y="5" textAnchor="middle" className={styles.glyphOnAccent}>
          ₮
        </text>
      </g>
    </Frame>
  ),
  scanQr: () => (
    <Frame>
      <Qr x={12} y={22} s={36} />
      <Arrow x1={54} x2={68} y={40} />
      <Phone x={76}>
        <Qr x={7} y={20} s={18} />
      </Phone>
    </Frame>
  ),
  sendTrc20: () => (
    <Frame>
      <Phone x={14}>
        <text x="16" y="24" textAnchor="middle" className={styles.small}>
          TRC20
        </text>
        <rect x="6" y="32" width="20" height="8" rx="4" className={styles.accent} />
      </Phone>
      <Arrow x1={54} x2={80} y={40} />
      <g transform="translate(96 40)">
        <circle r="12" className={styles.accent} />
        <text y="4" textAnchor="middle" className={styles.glyphOnAccent}>
          ₮
        </text>
      </g>
    </Frame>
  ),
  pasteHash: () => (
    <Frame>
      <rect x="10" y="28" width="100" height="24" rx="6" className={styles.screen} />
      <text x="18" y="44" className={styles.mono}>
        0x9f2c…e41a
      </text>
      <rect x="86" y="32" width="18" height="16" rx="3" className={styles.accent} />
    </Frame>
  ),
  storeCode: () => (
    <Frame>
      <rect x="10" y="26" width="100" height="28" rx="6" className={styles.screen} />
      <text x="60" y="45" textAnchor="middle" className={styles.code}>
        2611 2400 8461 55
      </text>
    </Frame>
  ),
  storeCounter: () => (
    <Frame>
      <path d="M14 30h62l-4-12H18z" className={styles.accent} />
      <rect x="18" y="30" width="54" height="36" className={styles.screen} />
      <rect x="28" y="42" width="16" height="24" className={styles.device} />
      <rect x="50" y="40" width="16" height="12" className={styles.line} />
      <Phone x={82}>
        <Lines x={7} y={24} widths={[18, 18]} />
      </Phone>
    </Frame>
  ),
  receipt: () => (
    <Frame>
      <path d="M40 10h40v60l-5-4-5 4-5-4-5 4-5-4-5 4-5-4-5 4z" className={styles.screen} />
      <Lines x={46} y={20} widths={[28, 20, 24, 16]} />
      <Check x={92} y={56} />
    </Frame>
  ),
  password: () => (
    <Frame>
      <rect x="14" y="28" width="92" height="24" rx="6" className={styles.screen} />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <circle key={i} cx={28 + i * 13} cy="40" r="3.5" className={styles.hand} />
      ))}
    </Frame>
  ),
  turnover: () => (
    <Frame>
      <rect x="14" y="50" width="14" height="16" rx="2" className={styles.line} />
      <rect x="34" y="40" width="14" height="26" rx="2" className={styles.line} />
      <rect x="54" y="28" width="14" height="38" rx="2" className={styles.accent} />
      <rect x="74" y="18" width="14" height="48" rx="2" className={styles.gold} />
      <path d="M12 16h84" className={styles.dash} />
    </Frame>
  ),
} satisfies Record<string, () => ReactNode>;

export type PictureName = keyof typeof PICTURES;
