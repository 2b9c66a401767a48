import { formatAmount, formatDate, formatDateTime } from '@site/contract/rules/format';
import { Button } from '@site/ui/button';
import { useId, useState } from 'react';
import { isApiError } from '@site/client/errors';
import { QueryState } from '@site/ui/query-state';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useIsLoggedIn } from '../../../shared/stores/session';
import type { ApiLanguage } from '../../../shared/i18n';
import { useRunningBreak } from '../../protection';
import { useClaimReward } from '../api/useClaimReward';
import { useUnclaimedRewards, type ActivityReward } from '../api/useUnclaimedRewards';
import styles from './Activity.module.css';
import { Empty, useActivityQueryLook } from './States';

const serverText = (error: unknown, fallback: string) => (isApiError(error) && error.case === 'catalogued' && error.text ? error.text : fallback);

/** `pausedBy`: the id of the pause's words while a time-out or self-exclusion runs (issue 33): the claim is disabled, described by them. */
function RewardRow({ reward, pausedBy }: { reward: ActivityReward; pausedBy: string | null }) {
  const { t } = useTranslation('activity');
  const claim = useClaimReward();
  const [problem, setProblem] = useState<string | null>(null);
  const amount = `${formatAmount(reward.amount)} ${reward.currency}`;
  return (
    <li className={styles.reward}>
      <span className={styles.body}>
        <strong>{reward.activityTitle}</strong>
        <span>{amount}</span>
        <span className={styles.muted}>{reward.expiresAt ? t('rewards.expires', { date: formatDate(reward.expiresAt) }) : t('rewards.noExpiry')}</span>
        <span className={styles.muted}>{t('rewards.wagering', { multiple: reward.wageringMultiple, required: formatAmount(reward.wageringRequired) })}</span>
        {problem ? <span role="alert">{problem}</span> : null}
      </span>
      <Button
        size="sm"
        disabled={claim.isPending || pausedBy !== null}
        aria-label={t('rewards.claimLabel', { title: reward.activityTitle, amount })}
        aria-describedby={pausedBy ?? undefined}
        onClick={() => {
          setProblem(null);
          claim.mutate(reward.id, {
            onSuccess: () => void import('@site/ui/toast-api').then(({ showToast }) => showToast(t('rewards.claimed', { amount }), { kind: 'success' })),
            onError: (error) => setProblem(serverText(error, t('rewards.claimFailed'))),
          });
        }}
      >
        {claim.isPending ? t('rewards.claiming') : t('rewards.claim')}
      </Button>
    </li>
  );
}

/** The player's unclaimed rewards (GET /v1/activity/reward/unclaimed/list); a visitor is invited to log in. */
export function Rewards({ language }: { language: ApiLanguage }) {
  const { t } = useTranslation('activity');
  const activityQueryLook = useActivityQueryLook();
  const loggedIn = useIsLoggedIn();
  const rewards = useUnclaimedRewards(language);
  const running = useRunningBreak();
  const pausedId = useId();
  let body;
  if (!loggedIn) {
    body = (
      <div className={styles.section}>
        <p className={styles.muted}>{t('rewards.loginPrompt')}</p>
        <Button variant="secondary" size="sm" onClick={() => usePopupsStore.getState().openPopup({ kind: 'login', tab: 'login' })}>
          {t('rewards.login')}
        </Button>
      </div>
    );
  } else if (!rewards.data) body = <QueryState query={rewards} {...activityQueryLook({ loading: t('rewards.loading'), failed: serverText(rewards.error, t('rewards.failed')), rows: 1, height: 56 })} />;
  else if (rewards.data.length === 0) body = <Empty text={t('rewards.empty')} />;
  else
    body = (
      <>
        {running ? (
          <p id={pausedId} className={styles.muted}>
            {t(`rewards.paused.${running.state}`, { end: formatDateTime(running.until) })}
          </p>
        ) : null}
        <ul className={styles.rewards}>
          {rewards.data.map((r) => (
            <RewardRow key={r.id} reward={r} pausedBy={running ? pausedId : null} />
          ))}
        </ul>
      </>
    );
  return (
    <section className={styles.section} aria-labelledby="activity-rewards">
      <h2 id="activity-rewards">
        {t('rewards.title')}
      </h2>
      {body}
    </section>
  );
}
