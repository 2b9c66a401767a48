import { isApiError } from '@site/client/errors';

/** Error codes the shared pieces react to (server catalogue 012xxx, SPEC 8). */
export const FORM_ERRORS = {
  codeInvalid: '012006',
  phoneInvalid: '012009',
  countryBlocked: '012010',
  sendTooSoon: '012012',
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

/**
 * What a form shows for a failed call made with `quiet: true` (no toast):
 * the catalogue's words (SPEC 8), else the server's text, else a
 * 'forms:errors.*' key for a network failure. Null for the cases the API
 * client handles itself (session, maintenance) and for a cancelled call.
 */
export function failureMessage(error: unknown): string | null {
  if (!isApiError(error)) return 'forms:errors.network';
  switch (error.case) {
    case 'session':
    case 'maintenance':
    case 'aborted':
      return null;
    case 'network':
    case 'timeout':
    case 'invalid':
      return 'forms:errors.network';
    default:
      return error.text || error.response?.msg || 'forms:errors.network';
  }
}
