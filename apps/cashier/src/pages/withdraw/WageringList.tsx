import type { WageringRequirement } from '@site/contract';
import styles from '../../components/fund.module.css';
import own from './WageringList.module.css';
import { minorOf, shown } from '../../components/money';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * What each open wagering requirement asks (issue 17): which deposit or
 * bonus, its amount x multiple, and what is left of it, oldest first (the
 * order turnover goes to them). A promotion reward is named by its title.
 */
export function WageringList({ items }: { items: WageringRequirement[] }) {
  const { t } = useTranslation('withdraw');
  if (items.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('wagering')}>
      {items.map((r) => {
        const name = r.title ?? t(`source.${r.source}`);
        const left = minorOf(r.remaining);
        return (
          <li key={`${r.source}:${r.startedAt}:${r.amount}`} className={styles.item}>
            <span>
              {name}
              <br />
              <span className={styles.muted}>{t('wageringLine', { amount: shown(r.amount), multiple: r.multiple, required: shown(r.required) })}</span>
            </span>
            <span className={own.left}>{left > 0 ? t('wageringLeft', { remaining: shown(r.remaining) }) : t('wageringMet')}</span>
            <progress
              className={own.bar}
              value={minorOf(r.done)}
              max={Math.max(minorOf(r.required), 1)}
              aria-label={t('wageringProgress', { name, done: shown(r.done), required: shown(r.required) })}
            />
          </li>
        );
      })}
    </ul>
  );
}
