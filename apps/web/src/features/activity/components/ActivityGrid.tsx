import { Pager } from '@site/ui/pager';
import { TabPanel } from '@site/ui/tabs';
import { isApiError } from '@site/client/errors';
import { QueryState } from '@site/ui/query-state';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ACTIVITY_PAGE_SIZE } from '../api/keys';
import { useActivityList, type ActivityListInput } from '../api/useActivityList';
import { ActivityCard } from './ActivityCard';
import styles from './Activity.module.css';
import { Empty, useActivityQueryLook } from './States';

export interface ActivityGridProps {
  idBase: string;
  input: ActivityListInput;
  onPage: (page: number) => void;
}

/** The selected category's cards (POST /v2/activity/list), paged as the server answers. */
export function ActivityGrid({ idBase, input, onPage }: ActivityGridProps) {
  const { t } = useTranslation('activity');
  const activityQueryLook = useActivityQueryLook();
  const list = useActivityList(input);
  let body;
  if (!list.data)
    body = (
      <QueryState
        query={list}
        {...activityQueryLook({ loading: t('list.loading'), failed: isApiError(list.error) && list.error.case === 'catalogued' && list.error.text ? list.error.text : t('list.failed') })}
      />
    );
  else if (list.data.records.length === 0) body = <Empty text={t('list.empty')} />;
  else
    body = (
      <>
        <ul className={styles.grid} aria-busy={list.isPlaceholderData}>
          {list.data.records.map((item) => (
            <li key={item.id}>
              <ActivityCard item={item} />
            </li>
          ))}
        </ul>
        {list.data.total > ACTIVITY_PAGE_SIZE ? (
          <Pager
            label={t('list.pager')}
            page={input.page}
            total={list.data.total}
            pageSize={ACTIVITY_PAGE_SIZE}
            onPage={onPage}
            prevLabel={t('list.prev')}
            nextLabel={t('list.next')}
            pageText={(page, pages) => t('list.pageOf', { page, pages })}
          />
        ) : null}
      </>
    );
  return (
    <TabPanel idBase={idBase} value={String(input.categoryId)} className={styles.section}>
      {body}
    </TabPanel>
  );
}
