import { ACTIVITY_CATEGORY_ALL } from '@site/contract/api/activity-list';
import { Tabs } from '@site/ui/tabs';
import { useState } from 'react';
import { DEFAULT_CURRENCY } from '@site/contract/constants';
import { QueryState } from '@site/ui/query-state';
import { toApiLanguage } from '../../../shared/i18n';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFrontendType, useUserCurrency } from '../../../shared/session/userInfo';
import { useSettingsStore } from '../../../shared/stores/settings';
import { PageFrame } from '../../../shared/ui';
import { useActivityCategories } from '../api/useActivityCategories';
import { ActivityGrid } from '../components/ActivityGrid';
import styles from '../components/Activity.module.css';
import { Recommended } from '../components/Recommended';
import { Rewards } from '../components/Rewards';
import { useActivityQueryLook } from '../components/States';
import { FirstRechargeCard } from '../first-recharge';

const ID_BASE = 'activity-categories';

/**
 * /activity/list (named route ActivityList): category tabs (1 = all), the
 * cards of the selected one, the recommended promotions and the player's
 * unclaimed rewards. Frontend type 2 gets no recharge/withdraw categories (SPEC 6).
 */
export default function ActivityListPage() {
  const { t } = useTranslation('activity');
  const activityQueryLook = useActivityQueryLook();
  const language = toApiLanguage(useSettingsStore((s) => s.language));
  const currency = useUserCurrency() ?? DEFAULT_CURRENCY;
  const frontendType = useFrontendType();
  const categories = useActivityCategories(language, currency, frontendType === 1);
  const [selected, setSelected] = useState(ACTIVITY_CATEGORY_ALL);
  const [page, setPage] = useState(1);
  const known = categories.data?.some((c) => c.id === selected) ?? false;
  const categoryId = known ? selected : ACTIVITY_CATEGORY_ALL;
  const listInput = { language, currency, categoryId, frontendType, page };

  return (
    <PageFrame title={t('list.title')} description={t('list.description')}>
      {/* first-recharge card */}
      <FirstRechargeCard />
      <div className={styles.section}>
        {!categories.data ? (
          <QueryState query={categories} {...activityQueryLook({ loading: t('list.loading'), failed: t('list.failed') })} />
        ) : (
          <>
            <Tabs
              label={t('list.categories')}
              idBase={ID_BASE}
              value={String(categoryId)}
              items={categories.data.map((c) => ({ value: String(c.id), label: c.name }))}
              onChange={(value) => {
                setSelected(Number(value));
                setPage(1);
              }}
              variant="underline"
            />
            <ActivityGrid idBase={ID_BASE} input={listInput} onPage={setPage} />
          </>
        )}
      </div>
      <Recommended language={language} currency={currency} frontendType={frontendType} listed={categories.isSuccess ? listInput : null} />
      <Rewards language={language} />
    </PageFrame>
  );
}
