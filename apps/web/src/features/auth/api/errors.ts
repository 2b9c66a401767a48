import { isApiError } from '../../../shared/api/errors';

/** Error codes of the auth calls with their own handling (server catalogue 012xxx, SPEC 8). */
export const AUTH_ERRORS = {
  captchaFailed: '012004',
  captchaRequired: '012005',
  codeInvalid: '012006',
  phoneNotRegistered: '012007',
  phoneInvalid: '012009',
  countryBlocked: '012010',
  needsPhoneVerification: '012011',
  sendTooSoon: '012012',
  usernameTaken: '012003',
  telephoneStateInvalid: '012015',
  stateTokenInvalid: '012060',
  lineNotRegistered: '012061',
} as const;

export function errorCode(error: unknown): string | null {
  return isApiError(error) ? (error.response?.code ?? null) : null;
}

export function errorData(error: unknown): Record<string, unknown> {
  const data = isApiError(error) ? error.response?.data : null;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

export function dataText(data: Record<string, unknown>, key: string): string {
  const value = data[key];
  return typeof value === 'string' ? value : '';
}

/**
 * The server's message for an answered error, to show inline next to the
 * toast the API client already gave; null for network, session and
 * maintenance cases (the client handles those on its own).
 */
export function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || !error.response) return null;
  if (error.case !== 'catalogued' && error.case !== 'unknown') return null;
  return error.response.msg || null;
}
