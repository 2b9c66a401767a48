import type { WalletCurrency } from '@site/contract/api/wallet';
import { Button } from '@site/ui/button';
import { useState } from 'react';
import { useCashier } from '../../app/session';
import { useBalance } from '../../api/useBalance';
import { useSetCurrencies } from '../../api/useSetCurrencies';
import { apiErrorText } from '@site/client/errors';
import { fundFailureWords } from '../../i18n/failureWords';
import styles from '../../components/fund.module.css';
import { QueryState } from '../../components/QueryState';
import { FormError } from '../../components/FormMessage';
import { shown } from '../../components/money';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useTranslation } from '../../i18n/useTranslation';
import type { PageProps } from '../page-props';
import local from './WalletPage.module.css';

/** Why a currency cannot be switched off (SPEC 3): the last enabled one, or the one in use; checked before sending. */
export function removalProblem(currencies: WalletCurrency[], code: string): 'last' | 'current' | null {
  const enabled = currencies.filter((c) => c.enabled);
  if (enabled.length <= 1 && enabled.some((c) => c.currency === code)) return 'last';
  return currencies.find((c) => c.currency === code)?.isCurrent ? 'current' : null;
}

/**
 * The wallet with its currency list (SPEC 2): balance per currency, switches
 * to add or remove a currency (saved at once; the host is told with a toast
 * so its header refreshes), the balance eye (toggleMoney), and the ways to
 * deposit, withdraw and the passbook, which the host opens.
 */
export function WalletPage(_props: PageProps<'wallet'>) {
  const { t } = useTranslation('wallet');
  useTranslation('fund');
  const { post } = useCashier();
  const balance = useBalance();
  const save = useSetCurrencies();
  const flight = useSingleFlight();
  const [visible, setVisible] = useState(true);
  const [error, setError] = useState<string | null>(null);

  if (!balance.data) return <QueryState query={balance} loading={t('loading')} retry={t('retry')} skeletons={[48, 56, 56]} />;

  const currencies = balance.data.currencies;
  const toggle = async (currency: WalletCurrency) => {
    setError(null);
    if (currency.enabled) {
      const problem = removalProblem(currencies, currency.currency);
      if (problem) {
        setError(t(`error.${problem}`));
        return;
      }
    }
    const enabled = currencies.filter((c) => (c.currency === currency.currency ? !c.enabled : c.enabled)).map((c) => c.currency);
    const result = await flight.run(() => save.mutateAsync(enabled));
    if (!result) return;
    if (result.ok) post({ type: 'toast', kind: 'success', message: t('saved') });
    else setError(apiErrorText(result.error, fundFailureWords(t)));
  };
  const eye = () => {
    setVisible((v) => !v);
    post({ type: 'toggleMoney', visible: !visible });
  };

  return (
    <div className={styles.page}>
      <div className={local.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        <Button variant="ghost" size="sm" aria-pressed={!visible} onClick={eye}>
          {visible ? t('hide') : t('show')}
        </Button>
      </div>
      <ul className={styles.list} aria-label={t('currencies')}>
        {currencies.map((c) => (
          <li key={c.currency} className={local.row}>
            {c.icon ? <img className={local.icon} src={c.icon} alt="" width={32} height={32} /> : <span className={local.icon} aria-hidden="true">{c.currency.slice(0, 1)}</span>}
            <span className={local.name}>
              <strong>{c.currencyName}</strong>
              <span className={styles.muted}>
                {c.currency}
                {c.isCurrent ? ` · ${t('current')}` : ''}
              </span>
            </span>
            <strong className={local.balance}>{visible ? shown(c.balance) : '****'}</strong>
            <button
              type="button"
              role="switch"
              className={local.switch}
              aria-checked={c.enabled}
              aria-label={t('enable', { name: c.currencyName })}
              aria-disabled={flight.busy || undefined}
              onClick={() => void toggle(c)}
            >
              <span aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <FormError>{flight.repeated ? t('fund:busy') : error}</FormError>
      <p className={styles.hint}>{t('rule')}</p>
      <div className={styles.actions}>
        <Button onClick={() => post({ type: 'recharge' })}>{t('recharge')}</Button>
        <Button variant="secondary" onClick={() => post({ type: 'withdraw' })}>
          {t('withdraw')}
        </Button>
        <Button variant="secondary" onClick={() => post({ type: 'navigate', to: 'Passbook' })}>
          {t('passbook')}
        </Button>
      </div>
    </div>
  );
}
