import { describe, expect, it } from 'vitest';
import { agentOf, deviceFacts, networkOf } from './device-facts';

describe('device facts: what a User-Agent and an address say, without guessing', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', 'phone', 'Samsung Internet 25', 'Android 14'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.9.0', 'phone', 'LINE', 'iOS 17'],
    ['Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0.6723.90 Mobile/15E148 Safari/604.1', 'tablet', 'Chrome 130', 'iOS 18'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'desktop', 'Edge 131', 'Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 'desktop', 'Safari 18', 'macOS'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'desktop', 'Firefox 133', 'Linux'],
  ])('%s', (ua, device, browser, os) => {
    expect(agentOf(ua)).toEqual({ device, browser, os });
  });

  it('an unknown or missing User-Agent is unknown, not guessed', () => {
    expect(agentOf(undefined)).toEqual({ device: 'unknown', browser: null, os: null });
    expect(agentOf('curl/8.5.0')).toEqual({ device: 'unknown', browser: null, os: null });
  });

  it('the place is only the network: an IPv4 /24, an IPv6 /48; private ones are local', () => {
    expect(networkOf('203.0.113.77')).toEqual({ network: '203.0.113.0/24', localNetwork: false });
    expect(networkOf('::ffff:192.168.1.20')).toEqual({ network: '192.168.1.0/24', localNetwork: true });
    expect(networkOf('2001:db8:1:2::5')).toEqual({ network: '2001:db8:1::/48', localNetwork: false });
    expect(networkOf('fd00:1:2:3::9')).toEqual({ network: 'fd00:1:2::/48', localNetwork: true });
    expect(networkOf(null)).toEqual({ network: null, localNetwork: false });
    expect(deviceFacts(null, '203.0.113.5', '203.0.113.200')).toMatchObject({ sameNetwork: true });
    expect(deviceFacts(null, '203.0.113.5', '198.51.100.1')).toMatchObject({ sameNetwork: false });
    expect(deviceFacts(null, null, '198.51.100.1')).toMatchObject({ network: null, sameNetwork: false });
  });
});
