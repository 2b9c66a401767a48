import type { VipConfig, VipRecord } from '@site/contract/api/vip';
import { useVipName } from '../../../shared/vip/useVipName';
import { TabPanel, Tabs } from '@site/ui/tabs';
import { QueryState, allQueries } from '@site/ui/query-state';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { currentBrand } from '../../../brands';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useVipConfig } from '../api/useVipConfig';
import { useVipRecord } from '../api/useVipRecord';
import { Benefits } from './Benefits';
import { CouponRecords } from './CouponRecords';
import { Coupons } from './Coupons';
import { ExchangeForm } from './ExchangeForm';
import { LevelCard } from './LevelCard';
import { LevelTable } from './LevelTable';
import { Rules } from './Rules';
import { useVipQueryLook } from './States';
import styles from './Vip.module.css';

const TABS = ['level', 'guide', 'coupons'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

/** The record and the config, which both level tabs need, or their loading and failure states. */
function WithVipData({ children }: { children: (record: VipRecord, config: VipConfig) => ReactNode }) {
  const { t } = useTranslation('vip');
  const vipQueryLook = useVipQueryLook();
  const record = useVipRecord();
  const config = useVipConfig();
  return (
    <QueryState query={allQueries(record, config)} {...vipQueryLook({ loading: t('loading'), failed: t('failed'), rows: 4, height: 56 })}>
      {([recordData, configData]) => children(recordData, configData)}
    </QueryState>
  );
}

/**
 * The page's three tabs: my level (card, progress, benefits), the levels and
 * rules, and the points coupons (exchange, list, records). The tab is kept in
 * the address (?tab=), so a link can open the coupons.
 */
export function VipContent() {
  const { t } = useTranslation('vip');
  const vipNameOf = useVipName();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'level';
  const select = (next: Tab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'level') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  const brandMax = currentBrand().vipLevelCount;

  return (
    <>
      <Tabs
        label={t('tabs.label')}
        idBase="vip"
        size="lg"
        className={styles.tabs}
        value={tab}
        items={TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
        onChange={select}
      />
      {TABS.map((value) => (
        // Every panel exists (each tab controls one); only the selected one is filled, so its calls start when opened.
        <TabPanel key={value} idBase="vip" value={value} hidden={value !== tab} focusable className={styles.panel}>
          {value !== tab ? null : value === 'level' ? (
            <WithVipData>
              {(record, config) => (
                <>
                  <LevelCard record={record} config={config} />
                  <Benefits benefits={config.vipLevels.find((level) => level.id === record.level)?.benefits} levelName={vipNameOf(record.vipName)} />
                </>
              )}
            </WithVipData>
          ) : value === 'guide' ? (
            <WithVipData>
              {(record, config) => (
                <>
                  <LevelTable levels={config.vipLevels} brandMax={brandMax} userLevel={record.level} currency={config.rules.totalsCurrency} />
                  <Rules config={config} />
                </>
              )}
            </WithVipData>
          ) : (
            <>
              <ExchangeForm />
              <Coupons />
              <CouponRecords />
            </>
          )}
        </TabPanel>
      ))}
    </>
  );
}
