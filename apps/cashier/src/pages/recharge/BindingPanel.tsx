import { Button } from '@site/ui/button';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { BindKind } from '../../components/BindingNeeded';
import styles from '../../components/fund.module.css';
import { useTranslation } from '../../i18n/useTranslation';
import local from './FirstDeposit.module.css';

// The binding forms in their own chunks, loaded when a way is opened (the deposit page's first load stays small).
const CardApplication = lazy(() => import('../bindCard/CardApplication').then((m) => ({ default: m.CardApplication })));
const BindAddressForm = lazy(() => import('../bindAddress/BindAddressForm').then((m) => ({ default: m.BindAddressForm })));

/**
 * A binding opened in place on the deposit page (issue 34): the address form or the card's way (its ID
 * verification first), under the step that asked for it, the deposit form kept as typed below. Focus
 * moves to it when it opens; 收起 closes it, and a bound address closes it by itself.
 */
export function BindingPanel({ kind, id, onClose }: { kind: BindKind; id: string; onClose: () => void }) {
  const { t } = useTranslation('recharge');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [kind]);
  return (
    <div ref={box} id={id} className={local.panel} role="group" aria-label={t(`fund:binding.${kind}`)} tabIndex={-1}>
      <Suspense fallback={<p className={styles.state}>{t('fund:loading')}</p>}>
        {kind === 'card' ? <CardApplication headingLevel={3} /> : <BindAddressForm headingLevel={3} onBound={onClose} />}
      </Suspense>
      <div className={styles.actions}>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('setup.close')}
        </Button>
      </div>
    </div>
  );
}
