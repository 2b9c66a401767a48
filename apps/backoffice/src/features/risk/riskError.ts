import { apiErrorCode, apiErrorText } from '@site/client/errors';
import type { TFunction } from '@site/client/translator';
import { STAFF_ERROR_CODES, STAFF_PLAYER_ERROR_CODES, STAFF_RISK_ERROR_CODES } from '@site/contract/codes/staff';

/** What a failed risk call says inline: our words for the risk codes, else the catalogue's. */
export function riskErrorText(error: unknown, t: TFunction): string {
  switch (apiErrorCode(error)) {
    case STAFF_ERROR_CODES.roleRefused:
      return t('roleRefused');
    case STAFF_PLAYER_ERROR_CODES.playerNotFound:
      return t('risk:errors.playerNotFound');
    case STAFF_RISK_ERROR_CODES.withheldNotFound:
      return t('risk:errors.withheldNotFound');
    case STAFF_RISK_ERROR_CODES.withheldDecided:
      return t('risk:errors.withheldDecided');
    case STAFF_RISK_ERROR_CODES.nothingToRelease:
      return t('risk:errors.nothingToRelease');
    case STAFF_RISK_ERROR_CODES.notStricter:
      return t('risk:errors.notStricter');
    default:
      return apiErrorText(error, { network: t('errors.network'), timeout: t('errors.timeout'), other: t('errors.generic') }) ?? t('errors.generic');
  }
}
