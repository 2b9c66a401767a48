import { formatAmount } from '@site/contract/rules/format';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useUserInfo } from '../../../shared/session/userInfo';
import { useAutoTransferSetting, useBalance, useInvalidateBalance } from '../api/balance';
import { isBalanceVisible, setBalanceVisible, useEyeStore } from '../eye';
import styles from './HeaderWallet.module.css';
import { Icon } from './icons';
import { useDisclosure } from '../../../shared/hooks/useDisclosure';
import { useRecycle } from '../api/useRecycle';
import { useRefreshSpin } from './useRefreshSpin';

export const MASK = '****';

/**
 * Issue 34: a phone's bar holds about twelve characters of balance at its size ('1,000,000.00'); a longer
 * figure steps down a size there (HeaderWallet.module.css) so it still shows whole, never rounded or cut
 * to fewer digits: 999,999,999.99 at 12 px, a figure past it at 11 px, and one longer still may end in an
 * ellipsis (the button's name and title keep it whole).
 */
export function balanceLength(amount: string): 'long' | 'longer' | undefined {
  if (amount.length >= 15) return 'longer';
  return amount.length >= 13 ? 'long' : undefined;
}

/** The balance of the current user is shown unless they masked it (SPEC 2: per user, key eye, shown by default). */
export function useBalanceVisible(): [boolean, (visible: boolean) => void] {
  const userId = useUserInfo().data?.userId;
  const visible = useEyeStore((s) => isBalanceVisible(userId, s));
  return [visible, (next) => setBalanceVisible(userId, next)];
}

/**
 * The header's wallet (SPEC 2): the balance of the player's currency with the
 * eye mask and the refresh spin; its panel lists every enabled currency, the
 * game wallets holding money and the one-click recycle of that currency (off,
 * with the reason, while no game wallet holds any).
 */
export default function HeaderWallet() {
  const { t } = useTranslation('wallet');
  const balance = useBalance();
  useAutoTransferSetting();
  const invalidate = useInvalidateBalance();
  const [visible, setVisible] = useBalanceVisible();
  const [spinning, refresh] = useRefreshSpin(invalidate);
  const { recycle, busy } = useRecycle();
  const { open, setOpen, root, button } = useDisclosure();
  const panelId = useId();
  const emptyId = useId();

  const currencies = (balance.data?.currencies ?? []).filter((c) => c.enabled || c.isCurrent);
  const current = currencies.find((c) => c.isCurrent) ?? currencies[0];
  const games = (balance.data?.gameWallets ?? []).filter((w) => Number(w.balance) > 0);
  // Issue 34: nothing to recycle, so the button is off, described by the line that says why.
  const nothingToRecycle = games.length === 0;
  const show = (amount: string) => (visible ? formatAmount(amount) : MASK);
  const amount = current ? show(current.balance) : '--';
  const code = current?.currency ?? '';
  const label = t('header.balance', { currency: code, amount: visible ? amount : t('header.masked') });

  // In the bar on wide screens; inside the panel on phones (only one set is ever shown).
  const tools = (where: string) => (
    <div className={where}>
      <button type="button" className={styles.icon} aria-label={t('header.eye')} aria-pressed={visible} onClick={() => setVisible(!visible)}>
        <Icon name={visible ? 'eye' : 'eyeOff'} />
      </button>
      <button type="button" className={styles.icon} aria-label={t('header.refresh')} aria-busy={spinning} onClick={refresh}>
        <Icon name="refresh" className={spinning ? styles.spin : undefined} />
      </button>
    </div>
  );

  return (
    <div className={styles.wallet} role="group" aria-label={t('header.wallet')} ref={root} data-length={balanceLength(amount)}>
      <button
        ref={button}
        type="button"
        className={styles.balance}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        title={label}
        onClick={() => setOpen((v) => !v)}
      >
        <span className={styles.code}>{code}</span>
        <span className={styles.amount} data-testid="header-balance">
          {amount}
        </span>
        <Icon name="chevron" size={14} className={styles.chevron} />
      </button>
      {tools(styles.barTools ?? '')}
      <div id={panelId} className={styles.panel} hidden={!open}>
        {tools(styles.panelTools ?? '')}
        <h2 className={styles.heading}>{t('header.currencies')}</h2>
        <ul className={styles.list}>
          {currencies.map((c) => (
            <li key={c.currency} className={styles.row}>
              <span className={styles.name}>
                {c.icon ? <img src={c.icon} alt="" width={18} height={18} /> : null}
                {c.currencyName || c.currency}
                {c.isCurrent ? <span className={styles.tag}>{t('header.current')}</span> : null}
              </span>
              <span className={styles.value}>
                {c.currency} {show(c.balance)}
              </span>
            </li>
          ))}
        </ul>
        <h2 className={styles.heading}>{t('header.gameWallets', { currency: code })}</h2>
        {games.length === 0 ? (
          <p id={emptyId} className={styles.empty}>
            {t('header.noGameBalance')}
          </p>
        ) : (
          <ul className={styles.list}>
            {games.map((w) => (
              <li key={w.channelCode} className={styles.row}>
                <span className={styles.name}>{w.name}</span>
                <span className={styles.value}>{w.ratio === 1 ? show(w.balance) : t('header.points', { amount: show(w.balance) })}</span>
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          className={styles.recycle}
          disabled={!code || nothingToRecycle}
          aria-describedby={nothingToRecycle ? emptyId : undefined}
          aria-busy={busy}
          onClick={() => void recycle(code)}
        >
          <Icon name="recycle" size={16} />
          {t('header.recycle')}
        </button>
      </div>
    </div>
  );
}
