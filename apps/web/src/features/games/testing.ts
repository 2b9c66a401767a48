import { pageHostname } from '../../shared/pageOrigin';

/**
 * SPEC 6: a testing host shows games flagged isTesting. Ours: localhost and
 * hosts with a test, testing, uat or staging label (test.example.com,
 * uat-jade.example.com). The server decides the same way from its TESTING_HOSTS.
 */
export function isTestingHost(hostname: string = pageHostname()): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host === '127.0.0.1' || host === '::1') return true;
  return /(^|[.-])(test|testing|uat|staging)([.-]|$)/.test(host);
}

/** `isTestingDomain` for the list calls: sent only when this is a testing host. */
export function testingQuery(): { isTestingDomain?: boolean } {
  return isTestingHost() ? { isTestingDomain: true } : {};
}
