import { userLoginByLine } from '@site/contract/api/user-line';
import type { ResponseOf } from '@site/contract/endpoint';
import { call } from '../../../shared/api/call';

/**
 * POST /v1/user/loginByLine: back from LINE with a state token. Only a
 * fetcher: it runs from the LINE handler (line/lineReturn.ts), outside React.
 */
export function loginByLine(stateToken: string): Promise<ResponseOf<typeof userLoginByLine>> {
  return call(userLoginByLine, { body: { stateToken } });
}
