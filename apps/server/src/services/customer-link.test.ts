import { describe, expect, it } from 'vitest';
import { applyCustomerLinkRule, isSmartSystem, liveChatLink } from './customer-link';

const fallback = liveChatLink('19012345', '2');

describe('customer link rule (SPEC 7)', () => {
  it('a smart-system link is used as it is, logged in or not', () => {
    const smart = { url: 'https://cs.example.com/chat?lang=zh-TW', name: '智能客服系統' };
    expect(applyCustomerLinkRule(smart, fallback, 'player01')).toEqual(smart);
    expect(applyCustomerLinkRule(smart, fallback)).toEqual(smart);
    expect(isSmartSystem('Smart Service')).toBe(true);
  });

  it('another link gets the username as a query parameter when logged in', () => {
    const plain = { url: 'https://support.example.com/chat?lang=en', name: 'Online Support' };
    expect(applyCustomerLinkRule(plain, fallback, 'player01')).toEqual({ url: 'https://support.example.com/chat?lang=en&username=player01', name: 'Online Support' });
    expect(applyCustomerLinkRule(plain, fallback, 'a b&c').url).toBe('https://support.example.com/chat?lang=en&username=a+b%26c');
  });

  it('a visitor gets the link unchanged', () => {
    const plain = { url: 'https://support.example.com/chat', name: 'Online Support' };
    expect(applyCustomerLinkRule(plain, fallback)).toEqual(plain);
    expect(applyCustomerLinkRule(plain, fallback, '')).toEqual(plain);
  });

  it('without a configured link: the live-chat link with its group id, same username rule', () => {
    expect(applyCustomerLinkRule(undefined, fallback)).toEqual({ url: 'https://direct.lc.chat/19012345/2', name: 'LiveChat' });
    expect(applyCustomerLinkRule(undefined, fallback, 'player01').url).toBe('https://direct.lc.chat/19012345/2?username=player01');
  });

  it('a configured url that is not absolute still gets the parameter', () => {
    expect(applyCustomerLinkRule({ url: '/service?x=1', name: 'Desk' }, fallback, 'p').url).toBe('/service?x=1&username=p');
  });
});
