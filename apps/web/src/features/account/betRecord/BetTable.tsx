import type { BetRecord } from '@site/contract/api/game';
import { formatAmount, formatDateTime } from '@site/contract/rules/format';
import type { TFunction } from '../../../shared/i18n/translator';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import styles from './BetRecord.module.css';

/** A signed amount, coloured by sign (the sign is written too, so colour is not the only cue). */
export function Profit({ value, unit }: { value: string; unit?: string }) {
  const n = Number(value);
  const tone = n > 0 ? styles.win : n < 0 ? styles.lose : undefined;
  const text = formatAmount(value);
  return (
    <span className={tone} data-tone={n > 0 ? 'win' : n < 0 ? 'lose' : 'even'}>
      {n > 0 ? `+${text}` : text}
      {unit ? ` ${unit}` : ''}
    </span>
  );
}

export function statusText(t: TFunction, bet: Pick<BetRecord, 'settleStatus' | 'result'>): string {
  if (bet.settleStatus === 'unsettled') return t('status.unsettled');
  return bet.result ? `${t('status.settled')} · ${t(`status.${bet.result}`)}` : t('status.settled');
}

const COLUMNS = ['orderNo', 'game', 'content', 'betTime', 'payoutTime', 'totalBet', 'validBet', 'profit', 'status'] as const;

/** SPEC 3 Bet, one row each: on narrow screens every row becomes a card. */
export function BetTable({ records }: { records: readonly BetRecord[] }) {
  const { t } = useTranslation('betRecord');
  const label = (c: (typeof COLUMNS)[number]) => t(`columns.${c}`);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className={['totalBet', 'validBet', 'profit'].includes(c) ? styles.num : undefined}>
                {label(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {records.map((bet) => {
            const unit = bet.ratio !== 1 ? t('points') : undefined;
            const money = (v: string) => `${formatAmount(v)}${unit ? ` ${unit}` : ''}`;
            return (
              <tr key={bet.orderNo}>
                <td data-label={label('orderNo')} className={styles.mono}>
                  {bet.orderNo}
                </td>
                <td data-label={label('game')}>{bet.gameName}</td>
                <td data-label={label('content')}>{bet.content}</td>
                <td data-label={label('betTime')}>{formatDateTime(bet.betTime)}</td>
                <td data-label={label('payoutTime')}>{bet.payoutTime ? formatDateTime(bet.payoutTime) : '-'}</td>
                <td data-label={label('totalBet')} className={styles.num}>
                  {money(bet.totalBet)}
                </td>
                <td data-label={label('validBet')} className={styles.num}>
                  {money(bet.validBet)}
                </td>
                <td data-label={label('profit')} className={styles.num}>
                  <Profit value={bet.profit} unit={unit} />
                </td>
                <td data-label={label('status')}>{statusText(t, bet)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
