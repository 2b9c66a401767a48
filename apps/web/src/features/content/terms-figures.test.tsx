import { formatAmount } from '@site/contract/rules/format';
import { TERMS, TERMS_MINOR } from '@site/contract/rules/terms';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installApi } from '../../test/api-mock';
import { expectPage } from '../../test/pages';
import { contentPages } from '../../test/pageLoaders';
import { resetApp } from '../../test/render';

describe('the terms page states the figures the server enforces', () => {
  beforeEach(async () => {
    await resetApp();
    installApi();
  });

  it('lists each terms figure from the contract constants the server compares against', async () => {
    await expectPage(contentPages.aboutUs, { path: '/stationary/about-us/terms', pattern: '/stationary/about-us/*', heading: '關於我們' });
    const list = within(screen.getByRole('region', { name: '託售與帳戶條款' })).getAllByRole('listitem').map((li) => li.textContent ?? '');
    // The server compares minor units (TERMS_MINOR); the page shows the same figures in whole TWD.
    const whole = (minor: number) => formatAmount(minor / 100, 0);
    expect(list[0]).toContain(`${whole(TERMS_MINOR.withdrawPer24Hours)} TWD`);
    expect(list[0]).toContain('24 小時');
    expect(list[1]).toContain(`${whole(TERMS_MINOR.siteDailyWithdrawCap)} TWD`);
    expect(list[2]).toContain(`超過 ${whole(TERMS_MINOR.splitThreshold)} TWD`);
    expect(list[3]).toContain(`超過 ${whole(TERMS_MINOR.smsVerificationAbove)} TWD`);
    expect(list[4]).toContain(`${TERMS.extraDestinationFeePercent}% 的手續費，最低 ${whole(TERMS_MINOR.extraDestinationFeeMin)} TWD`);
    expect(list[5]).toContain(`連續 ${TERMS.dormantAfterMonths} 個月未登入`);
    expect(list[5]).toContain(`每月收取 ${whole(TERMS_MINOR.dormancyFeeMonthly)} TWD`);
    expect(list[6]).toContain(`${TERMS.limitCoolingDays} 天冷靜期`);
    expect(list[7]).toContain(`${TERMS.selfExclusionDays} 天`);
    // Issue 33: every currency counts, the SMS code looks at the 24 hours with this withdrawal, the site's cap queues.
    expect(list[0]).toContain('依該筆訂單的匯率折合 TWD');
    expect(list[1]).toContain('超過當日額度的託售不會被拒絕');
    expect(list[1]).toContain('依申請順序排隊');
    expect(list[3]).toContain('任何連續 24 小時內的託售總額（含本筆');
    expect(list[3]).toContain('分拆為多筆託售亦同');
    expect(list[8]).toContain('USDT 儲值與託售亦計入以上各項額度及您自行設定的儲值上限');
    expect(list.join(' ')).toContain('250,000 TWD');
    expect(list.join(' ')).toContain('600,000 TWD');
    expect(list.join(' ')).not.toMatch(/\{\{|termsFigures\./);
  });
});
