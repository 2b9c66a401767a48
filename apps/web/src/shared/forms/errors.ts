import { isApiError, type FailureWords } from '@site/client/errors';

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

/**
 * What the web's forms say for a failure without the server's words (apiErrorText of
 * @site/client/errors): a 'forms:' key the form translates, the network wording for all three.
 */
export const FORM_FAILURE_WORDS: FailureWords = { network: 'forms:errors.network', timeout: 'forms:errors.network', other: 'forms:errors.network' };
