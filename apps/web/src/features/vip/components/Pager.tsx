import { Pager as UiPager } from '@site/ui/pager';
import { useTranslation } from '../../../shared/i18n/useTranslation';

/** The ui Pager with the VIP page's texts. */
export function Pager({ label, page, total, size, onPage }: { label: string; page: number; total: number; size: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('vip');
  return (
    <UiPager
      label={label}
      page={page}
      total={total}
      pageSize={size}
      onPage={onPage}
      prevLabel={t('pager.prev')}
      nextLabel={t('pager.next')}
      pageText={(current, pages) => t('pager.page', { page: current, pages })}
    />
  );
}
