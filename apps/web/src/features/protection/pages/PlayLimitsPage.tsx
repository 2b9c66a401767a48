import type { LimitPeriod } from '@site/contract/api/protection';
import type { PlayLimits } from '@site/contract/api/protection-play';
import { formatAmount } from '@site/contract/rules/format';
import { toMinor } from '@site/contract/rules/money';
import { Skeleton } from '@site/ui/skeleton';
import { QueryState } from '@site/ui/query-state';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { LoginFirst, PageFrame } from '../../../shared/ui';
import { usePlayLimits } from '../api/usePlayLimits';
import { useRealityCheck } from '../api/useRealityCheck';
import { PlayLimitCard } from '../components/PlayLimitCard';
import { protectionQueryLook } from '../components/queryLook';
import { ProtectionSection } from '../components/ProtectionSection';
import { RealityIntervalCard } from '../components/RealityIntervalCard';
import { limitAmountProblem } from '../limitAmount';
import styles from '../protection.module.css';

type T = ReturnType<typeof useTranslation>['t'];

function LossCards({ data, t }: { data: PlayLimits; t: T }) {
  const { minAmount, maxAmount } = data.loss;
  const parse = (text: string) => {
    const problem = limitAmountProblem(text, toMinor(minAmount), toMinor(maxAmount));
    if (problem) return { error: t(`errors.${problem}`, { min: formatAmount(minAmount), max: formatAmount(maxAmount) }) };
    return { value: toMinor(text), sent: text };
  };
  return data.loss.limits.map((limit) => {
    const period: LimitPeriod = limit.period;
    const figures = [
      { label: t('current'), value: limit.amount === null ? t('none') : formatAmount(limit.amount) },
      { label: t(`loss.lost.${period}`), value: formatAmount(limit.lost) },
      ...(limit.remaining === null ? [] : [{ label: t(`loss.remaining.${period}`), value: formatAmount(limit.remaining) }]),
    ];
    return (
      <PlayLimitCard
        key={period}
        target={{ kind: 'loss', period }}
        words="loss"
        name={t(`period.${period}`)}
        current={limit.amount === null ? null : toMinor(limit.amount)}
        figures={figures}
        resets={limit.periodEnd}
        pending={limit.pending ? { value: limit.pending.value === null ? null : formatAmount(limit.pending.value), effectiveAt: limit.pending.effectiveAt } : null}
        coolingDays={data.coolingDays}
        parse={parse}
        show={(sent) => formatAmount(sent)}
      />
    );
  });
}

function SessionCard({ data, t }: { data: PlayLimits; t: T }) {
  const { minMinutes, maxMinutes, minutes, pending, startedAt, playedMinutes } = data.session;
  const parse = (text: string) => {
    if (!/^\d{1,5}$/.test(text)) return { error: t('session.errors.whole') };
    const value = Number(text);
    if (value < minMinutes || value > maxMinutes) return { error: t('session.errors.range', { min: minMinutes, max: maxMinutes }) };
    return { value, sent: text };
  };
  return (
    <PlayLimitCard
      target={{ kind: 'session' }}
      words="session"
      name={t('session.name')}
      current={minutes}
      figures={[
        { label: t('current'), value: minutes === null ? t('none') : t('session.minutes', { minutes }) },
        { label: t('session.played'), value: startedAt === null ? t('session.notPlaying') : t('session.minutes', { minutes: playedMinutes }) },
      ]}
      pending={pending ? { value: pending.value === null ? null : t('session.minutes', { minutes: pending.value }), effectiveAt: pending.effectiveAt } : null}
      coolingDays={data.coolingDays}
      parse={parse}
      show={(sent) => t('session.minutes', { minutes: Number(sent) })}
    />
  );
}

/**
 * /mine/protection/play (issue 20): loss limits per day, week and month, the session time limit
 * and the reality check's interval. A visitor is asked to log in, as on the other /mine pages.
 */
export default function PlayLimitsPage() {
  const { t } = useTranslation(['protection', 'reality']);
  const loggedIn = useIsLoggedIn();
  const limits = usePlayLimits(loggedIn);
  const reality = useRealityCheck(loggedIn);
  const lossId = useId();
  const timeId = useId();

  if (!loggedIn) return <LoginFirst title={t('loss.pageTitle')} prompt={t('loss.loginFirst')} action={t('login')} askOnArrival={false} />;

  let body;
  if (!limits.data) {
    body = <QueryState query={limits} {...protectionQueryLook({ loading: t('loading'), failed: t('loss.loadFailed'), retry: t('retry') }, 2)} />;
  } else {
    body = (
      <>
        <section aria-labelledby={lossId}>
          <h2 id={lossId} className={styles.sectionTitle}>
            {t('loss.title')}
          </h2>
          <p className={styles.lead}>{t('loss.rules', { days: limits.data.coolingDays })}</p>
          <div className={styles.cards}>
            <LossCards data={limits.data} t={t} />
          </div>
        </section>
        <section aria-labelledby={timeId}>
          <h2 id={timeId} className={styles.sectionTitle}>
            {t('session.title')}
          </h2>
          <p className={styles.lead}>{t('session.rules', { idle: limits.data.idleMinutes, days: limits.data.coolingDays })}</p>
          <div className={styles.cards}>
            <SessionCard data={limits.data} t={t} />
            {reality.data ? <RealityIntervalCard interval={reality.data.intervalMinutes} /> : <Skeleton height={220} />}
          </div>
        </section>
      </>
    );
  }

  return (
    <PageFrame title={t('loss.pageTitle')} description={t('loss.pageDescription')}>
      <ProtectionSection>{body}</ProtectionSection>
    </PageFrame>
  );
}
