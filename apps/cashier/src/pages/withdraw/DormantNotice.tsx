import { formatDate } from '@site/contract/rules/format';
import { TERMS } from '@site/contract/rules/terms';
import { apiErrorText } from '@site/client/errors';
import { Button } from '@site/ui/button';
import { useState } from 'react';
import { useReactivate } from '../../api/useReactivate';
import { useWithdrawTerms } from '../../api/useWithdrawTerms';
import styles from '../../components/fund.module.css';
import { FormError } from '../../components/FormMessage';
import { fundFailureWords } from '../../i18n/failureWords';
import { useTranslation } from '../../i18n/useTranslation';
import { SMS_CODE, WithdrawSmsField } from './WithdrawSmsField';

/**
 * A dormant account (issue 20, the terms: 12 months without a login) withdraws again once the player, logged in,
 * confirms an SMS code sent to the bound phone. Nothing when the account is not dormant.
 */
export function DormantNotice() {
  const { t } = useTranslation('withdrawTerms');
  const terms = useWithdrawTerms();
  const reactivate = useReactivate();
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const since = terms.data?.dormantSince;
  if (!since) return null;

  const confirm = () => {
    setTried(true);
    setError(null);
    if (!SMS_CODE.test(code)) return;
    reactivate.mutate(code, { onError: (e) => setError(apiErrorText(e, fundFailureWords(t))) });
  };

  return (
    <section className={styles.notice} aria-labelledby="withdraw-dormant">
      <h2 id="withdraw-dormant" className={styles.noticeTitle}>
        {t('dormant.title')}
      </h2>
      <p>{t('dormant.body', { months: TERMS.dormantAfterMonths, date: formatDate(since) })}</p>
      <WithdrawSmsField purpose="reactivate" value={code} onChange={setCode} invalid={tried && !SMS_CODE.test(code)} />
      <FormError>{error}</FormError>
      <Button onClick={confirm} aria-busy={reactivate.isPending} disabled={reactivate.isPending}>
        {t('dormant.confirm')}
      </Button>
    </section>
  );
}
