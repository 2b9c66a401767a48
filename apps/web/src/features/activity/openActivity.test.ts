import { describe, expect, it } from 'vitest';
import { activityFrameSource } from './entryUrl';
import { activityLinkOf, decideOpen, resolveActivityLink } from '../../shared/activity/openActivity';

const entry = (url: string) => `/activity/entry?url=${encodeURIComponent(url)}`;

describe('activity link opening (SPEC 2)', () => {
  it.each([
    ['pc link first', { pcLink: 'a', aiLink: 'b', actionLink: 'c', h5Link: 'd' }, 'a'],
    ['then the ai link', { pcLink: ' ', aiLink: 'b', actionLink: 'c', h5Link: 'd' }, 'b'],
    ['then the action link', { pcLink: '', aiLink: '', actionLink: 'c', h5Link: 'd' }, 'c'],
    ['then the h5 link', { h5Link: 'd' }, 'd'],
    ['none at all', {}, ''],
  ])('priority: %s', (_name, links, expected) => {
    expect(activityLinkOf(links)).toBe(expected);
  });

  it.each([
    ['sports special value', 'sports', { kind: 'route', to: '/sports' }],
    ['shop special value (the points-coupon exchange)', 'shop', { kind: 'route', to: '/mine/vip' }],
    ['theme path under the activity-theme prefix', 'theme/lucky-wheel', { kind: 'route', to: entry('/activity-pages/theme/lucky-wheel') }],
    ['theme path with a slash', '/theme/lucky-wheel', { kind: 'route', to: entry('/activity-pages/theme/lucky-wheel') }],
    ['detail path to the entry screen', 'detail/first-recharge', { kind: 'route', to: entry('/activity-pages/first-recharge') }],
    ['a path of our activity pages to the entry screen', '/activity-pages/daily-rebate', { kind: 'route', to: entry('/activity-pages/daily-rebate') }],
    ['absolute http link in a new window', 'http://promo.example.com/a', { kind: 'window', href: 'http://promo.example.com/a' }],
    ['absolute https link in a new window', 'HTTPS://promo.example.com/b?x=1', { kind: 'window', href: 'https://promo.example.com/b?x=1' }],
    ['a path of the site navigates', '/activity/detail/InviteFriends/NTD', { kind: 'route', to: '/activity/detail/InviteFriends/NTD' }],
    ['a path with a query keeps it', '/mine/vip?tab=coupons', { kind: 'route', to: '/mine/vip?tab=coupons' }],
    ['protocol-relative is nothing', '//evil.example/x', { kind: 'none' }],
    ['javascript: is nothing', 'javascript:alert(1)', { kind: 'none' }],
    ['credentials in an absolute link are nothing', 'https://user:pw@promo.example.com/', { kind: 'none' }],
    ['a bad slug is nothing', 'detail/../../api', { kind: 'none' }],
    ['a backslash path is nothing', '/\\evil.example', { kind: 'none' }],
    ['blank is nothing', '  ', { kind: 'none' }],
  ] as const)('%s', (_name, link, expected) => {
    expect(resolveActivityLink(link)).toEqual(expected);
  });

  it('a visitor opening an isNeedLogin activity logs in first, with the target kept as pending', () => {
    const activity = { aiLink: 'detail/members-gift', isNeedLogin: true };
    expect(decideOpen(activity, false)).toEqual({ kind: 'login', pending: entry('/activity-pages/members-gift') });
    expect(decideOpen(activity, true)).toEqual({ kind: 'route', to: entry('/activity-pages/members-gift') });
    expect(decideOpen({ pcLink: 'https://promo.example.com/w', isNeedLogin: true }, false)).toEqual({ kind: 'login', pending: 'https://promo.example.com/w' });
    expect(decideOpen({ pcLink: 'sports' }, false)).toEqual({ kind: 'route', to: '/sports' });
    expect(decideOpen({ pcLink: '', isNeedLogin: true }, false)).toEqual({ kind: 'none' });
  });
});

describe('entry screen frame source', () => {
  const o = { siteOrigin: 'https://jade.example.com', lang: 'EN', theme: 'dark' as const, brand: 'jade' };
  it.each([
    ['a path of ours', '/activity-pages/first-recharge', 'https://jade.example.com/activity-pages/first-recharge?lang=EN&theme=dark&brand=jade'],
    ['our own origin', 'https://jade.example.com/activity-pages/theme/lucky-wheel?x=1#top', 'https://jade.example.com/activity-pages/theme/lucky-wheel?x=1&lang=EN&theme=dark&brand=jade'],
    ['a foreign origin', 'https://evil.example/', null],
    ['a foreign origin with our path', 'https://evil.example/activity-pages/x', null],
    ['protocol-relative', '//evil.example/activity-pages/x', null],
    ['a look-alike host', 'https://jade.example.com.evil.example/activity-pages/x', null],
    ['credentials', 'https://a:b@jade.example.com/activity-pages/x', null],
    ['our origin outside the prefix', '/api/v1/user/info', null],
    ['a traversal out of the prefix', '/activity-pages/../api/v1/user/info', null],
    ['an encoded traversal', '/activity-pages/%2e%2e/api', null],
    ['the bare prefix', '/activity-pages/', null],
    ['javascript:', 'javascript:alert(1)', null],
    ['data:', 'data:text/html,<p>x</p>', null],
    ['nothing', null, null],
  ])('%s', (_name, url, expected) => {
    expect(activityFrameSource(url, o)).toBe(expected);
  });

  it('the configured activity origin is allowed too', () => {
    expect(activityFrameSource('https://act.example.com/activity-pages/a', { ...o, activityOrigin: 'https://act.example.com' })).toBe(
      'https://act.example.com/activity-pages/a?lang=EN&theme=dark&brand=jade',
    );
  });
});
