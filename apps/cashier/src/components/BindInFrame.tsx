import { lazy, Suspense } from 'react';
import { Button } from '@site/ui/button';
import { useTranslation } from '../i18n/useTranslation';
import type { BindKind } from './BindingNeeded';
import styles from './fund.module.css';

// The binding screens in their own chunks (the same ones the registry loads for ?page=bindCard / bindAddress).
const BindCardPage = lazy(() => import('../pages/bindCard/BindCardPage').then((m) => ({ default: m.BindCardPage })));
const BindAddressPage = lazy(() => import('../pages/bindAddress/BindAddressPage').then((m) => ({ default: m.BindAddressPage })));

/**
 * A binding page opened inside the frame from recharge or withdraw
 * (openBindPage=card|address, or the bind buttons): no trip through the host,
 * and a way back to where the player was.
 */
export function BindInFrame({ kind, onBack }: { kind: BindKind; onBack: () => void }) {
  const { t } = useTranslation('fund');
  return (
    <div className={styles.page}>
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          ← {t('binding.back')}
        </Button>
      </div>
      <Suspense fallback={<p className={styles.state}>{t('loading')}</p>}>{kind === 'card' ? <BindCardPage query={{}} /> : <BindAddressPage query={{}} />}</Suspense>
    </div>
  );
}
