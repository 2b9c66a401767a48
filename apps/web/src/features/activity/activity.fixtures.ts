import type { ActivityCategory, ActivityItem, ActivityReward } from '@site/contract/api/activity-list';

export const categories: ActivityCategory[] = [
  { id: 1, name: '全部活動', sort: 1, isRechargeAndWithdraw: false },
  { id: 2, name: '新會員', sort: 2, isRechargeAndWithdraw: false },
  { id: 4, name: '體育', sort: 4, isRechargeAndWithdraw: false },
];

export const activity = (over: Partial<ActivityItem> & Pick<ActivityItem, 'id' | 'code' | 'title'>): ActivityItem => ({
  categoryId: 1,
  summary: `${over.title} 摘要`,
  image: `/assets/activities/jade/${over.code}-tw.svg`,
  pcLink: '',
  aiLink: '',
  actionLink: '',
  h5Link: '',
  isNeedLogin: false,
  isRecommend: false,
  startTime: '2025-01-01T00:00:00.000Z',
  endTime: null,
  displayStartTime: '2025-01-01T00:00:00.000Z',
  displayEndTime: '2099-12-31T16:00:00.000Z',
  ...over,
});

export const ACTIVITIES: ActivityItem[] = [
  activity({ id: 1, code: 'members-gift', title: '會員專屬禮', categoryId: 2, aiLink: 'detail/members-gift', isNeedLogin: true }),
  activity({ id: 2, code: 'weekend-football', title: '週末足球加碼', categoryId: 4, pcLink: 'sports', h5Link: 'detail/weekend-football', isRecommend: true }),
  activity({ id: 3, code: 'partner-cup', title: '合作夥伴盃', categoryId: 4, pcLink: 'https://promo.example.com/partner-cup', endTime: '2026-12-31T04:00:00.000Z' }),
];

export const reward: ActivityReward = {
  id: 9,
  activityCode: 'lucky-wheel',
  activityTitle: '幸運轉盤',
  amount: '18.00',
  currency: 'NTD',
  state: 'unclaimed',
  earnedAt: '2026-11-24T00:00:00.000Z',
  expiresAt: null,
  wageringMultiple: 5,
  wageringRequired: '90.00',
};
