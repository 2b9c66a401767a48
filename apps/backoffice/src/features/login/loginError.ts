import { STAFF_ERROR_CODES } from '@site/contract/codes/staff';
import { apiErrorCode, apiErrorText, isApiError } from '@site/client/errors';
import type { TFunction } from '@site/client/translator';

/** What the login form says of a failed step: our words for the login's own codes (with the attempts left or the lock's minutes), else the catalogue's. */
export function loginErrorText(error: unknown, t: TFunction): string {
  const code = apiErrorCode(error);
  const data = (isApiError(error) ? error.response?.data : null) as { remainingAttempts?: unknown; minutes?: unknown } | null;
  switch (code) {
    case STAFF_ERROR_CODES.wrongCredentials:
      return typeof data?.remainingAttempts === 'number' ? t('login:errors.wrongLeft', { count: data.remainingAttempts }) : t('login:errors.wrong');
    case STAFF_ERROR_CODES.locked:
      return typeof data?.minutes === 'number' ? t('login:errors.lockedFor', { minutes: data.minutes }) : t('login:errors.locked');
    case STAFF_ERROR_CODES.ticketInvalid:
      return t('login:errors.ticket');
    case STAFF_ERROR_CODES.enrolState:
      return t('login:errors.enrolState');
    case STAFF_ERROR_CODES.addressRefused:
      return t('login:errors.address');
    default:
      return apiErrorText(error, { network: t('errors.network'), timeout: t('errors.timeout'), other: t('errors.generic') }) ?? t('login:errors.wrong');
  }
}
