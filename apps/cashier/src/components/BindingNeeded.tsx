import { Button } from '@site/ui/button';
import { useTranslation } from '../i18n/useTranslation';
import styles from './fund.module.css';

export type BindKind = 'card' | 'address';

/** SPEC 5: the first deposit or withdrawal needs a bound card or wallet address; says why and offers both. */
export function BindingNeeded({ onBind, action }: { onBind: (kind: BindKind) => void; action: 'deposit' | 'withdraw' }) {
  const { t } = useTranslation('fund');
  return (
    <section className={styles.notice} aria-labelledby="binding-needed">
      <h2 id="binding-needed" className={styles.noticeTitle}>
        {t('binding.title')}
      </h2>
      <p>{t(`binding.why.${action}`)}</p>
      <div className={styles.actions}>
        <Button onClick={() => onBind('card')}>{t('binding.card')}</Button>
        <Button variant="secondary" onClick={() => onBind('address')}>
          {t('binding.address')}
        </Button>
      </div>
    </section>
  );
}
