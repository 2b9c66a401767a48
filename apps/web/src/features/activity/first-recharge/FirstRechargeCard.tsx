import { LINK_ERROR_CODES } from '@site/contract/codes/link';
import { BREAK_REFUSAL_CODES } from '@site/contract/codes/protection-exclusion';
import { PROMOTION_ERROR_CODES, type FirstRechargeState } from '@site/contract/api/promotions';
import { formatAmount, formatDateTime } from '@site/contract/rules/format';
import { formatMinor, toMinor } from '@site/contract/rules/money';
import { WAGERING_MULTIPLES } from '@site/contract/rules/wagering';
import { Button } from '@site/ui/button';
import { QueryState } from '@site/ui/query-state';
import { useId, useState } from 'react';
import { isApiError } from '@site/client/errors';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { useRunningBreak } from '../../protection';
import { useFirstRechargeState } from '../api/useFirstRechargeState';
import { useJoinFirstRecharge } from '../api/useJoinFirstRecharge';
import styles from '../promotions.module.css';

const NS = 'promotions';
const openLogin = () => usePopupsStore.getState().openPopup({ kind: 'login', tab: 'login' });

/** The refusal in words: SPEC 8's 您已投注，不符合條件 for a player who has bet, else the reason, else 參與失敗. */
function refusalKey(error: unknown): string {
  const code = isApiError(error) ? error.response?.code : undefined;
  if (code === PROMOTION_ERROR_CODES.hasBet) return 'firstRecharge.refused.hasBet';
  if (code === PROMOTION_ERROR_CODES.alreadyJoined) return 'firstRecharge.refused.alreadyJoined';
  if (code === PROMOTION_ERROR_CODES.hasDeposit) return 'firstRecharge.refused.hasDeposit';
  // Linked to an account that had the bonus (issue 17): the same words as the server's catalogue.
  if (code === LINK_ERROR_CODES.firstRechargeLinked) return 'firstRecharge.refused.linked';
  // A time-out or self-exclusion runs (issue 20).
  if (code === BREAK_REFUSAL_CODES.promotionJoin) return 'firstRecharge.refused.onBreak';
  return 'firstRecharge.refused.failed';
}

/** A bonus's wagering (issue 17): amount x multiple, as an API decimal string; integer minor units, no float. */
const requiredOf = (amount: string | null, multiple: number) => formatMinor(toMinor(amount ?? '0') * multiple);

function StateLine({ state }: { state: FirstRechargeState }) {
  const { t } = useTranslation(NS);
  const currency = state.rules.currency;
  if (state.status === 'credited') {
    return (
      <p className={styles.ok} role="status">
        {t('firstRecharge.state.credited', { bonus: formatAmount(state.bonus), deposit: formatAmount(state.depositAmount), currency })}
        {state.creditedAt ? <> · <time dateTime={state.creditedAt}>{formatDateTime(state.creditedAt)}</time></> : null}
        <br />
        {t('firstRecharge.state.creditedWagering', { required: formatAmount(requiredOf(state.bonus, state.rules.wageringMultiple)), multiple: state.rules.wageringMultiple, currency })}
      </p>
    );
  }
  if (state.status === 'joined') {
    const tier = state.tier ?? 'standard';
    const rule = state.rules[tier];
    return (
      <p role="status">
        {t(`firstRecharge.state.joined.${tier}`, { percent: rule.percent, max: formatAmount(rule.max, 0), currency })}
      </p>
    );
  }
  return (
    <p role="status">
      {t(`firstRecharge.state.${state.status}`)}
    </p>
  );
}

/**
 * The first-recharge promotion on the activity list: its rules with the
 * numbers the server applies, the player's state (not joined, joined,
 * credited with the bonus, ended) and 立即參與. A refusal is said in words
 * beside the button; a visitor's click opens the login popup. During a
 * time-out or self-exclusion (issue 33) the button is disabled, described by
 * the pause and its end shown above it.
 */
export function FirstRechargeCard() {
  const { t } = useTranslation(NS);
  const id = useId();
  const loggedIn = useIsLoggedIn();
  const state = useFirstRechargeState();
  const join = useJoinFirstRecharge();
  const [refusal, setRefusal] = useState<string | null>(null);
  const running = useRunningBreak();
  const rules = state.data?.rules;
  const status = loggedIn ? state.data?.status : 'notJoined';
  // Issue 19: the server says whether a join would be accepted (the join's own rule); if not, why, instead of the button.
  const ineligible = loggedIn && state.data?.status === 'notJoined' && !state.data.eligible ? state.data.ineligibleReason : null;
  // A visitor reads the same rules before logging in: the contract's figures until the server's arrive.
  const multiple = rules?.wageringMultiple ?? WAGERING_MULTIPLES.firstRecharge;

  const pausedId = `${id}-paused`;
  const describedBy = [running ? pausedId : null, refusal ? `${id}-refusal` : null].filter(Boolean).join(' ') || undefined;

  const onJoin = () => {
    if (!loggedIn) return openLogin();
    setRefusal(null);
    join.mutate(undefined, { onError: (error) => setRefusal(refusalKey(error)) });
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('firstRecharge.title')}
      </h2>
      <ul>
        <li>{t('firstRecharge.rules.standard', { percent: rules?.standard.percent ?? 20, max: formatAmount(rules?.standard.max ?? 1000, 0) })}</li>
        <li>{t('firstRecharge.rules.newMember', { days: rules?.newMemberDays ?? 2, percent: rules?.newMember.percent ?? 100, max: formatAmount(rules?.newMember.max ?? 888, 0) })}</li>
        <li>{t('firstRecharge.rules.when')}</li>
        <li>
          {t('firstRecharge.rules.wagering', {
            multiple,
            example: formatAmount(rules?.newMember.max ?? 888, 0),
            required: formatAmount(requiredOf(rules?.newMember.max ?? '888', multiple), 0),
          })}
        </li>
      </ul>
      {loggedIn ? (
        <QueryState
          query={state}
          texts={{ loading: t('loading'), failed: t('firstRecharge.loadFailed'), retry: t('retry') }}
          loadingInWords
          failedClassName={styles.row}
          retryLook={{ variant: 'secondary', size: 'sm' }}
        >
          {(data) => <StateLine state={data} />}
        </QueryState>
      ) : null}
      {ineligible ? (
        <p className={styles.bad}>{t(`firstRecharge.refused.${ineligible}`)}</p>
      ) : status === 'notJoined' ? (
        <>
          {running ? <p id={pausedId}>{t(`firstRecharge.paused.${running.state}`, { end: formatDateTime(running.until) })}</p> : null}
          <div className={styles.row}>
            <Button onClick={onJoin} disabled={join.isPending || running !== null} aria-describedby={describedBy}>
              {t('firstRecharge.join')}
            </Button>
          </div>
        </>
      ) : null}
      {refusal ? (
        <p id={`${id}-refusal`} className={styles.bad} role="alert">
          {t(refusal)}
        </p>
      ) : null}
    </section>
  );
}
