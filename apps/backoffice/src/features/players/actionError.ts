import { apiErrorCode, apiErrorText } from '@site/client/errors';
import type { TFunction } from '@site/client/translator';
import { STAFF_ERROR_CODES, STAFF_PLAYER_ERROR_CODES } from '@site/contract/codes/staff';
import { WALLET_ERROR_CODES } from '@site/contract/codes/wallet';

/** What a failed call on a player's file says inline: our words for the file's own codes, else the catalogue's. */
export function actionErrorText(error: unknown, t: TFunction): string {
  switch (apiErrorCode(error)) {
    case STAFF_ERROR_CODES.roleRefused:
      return t('roleRefused');
    case STAFF_PLAYER_ERROR_CODES.playerNotFound:
      return t('players:errors.playerNotFound');
    case STAFF_PLAYER_ERROR_CODES.sameApprover:
      return t('players:errors.sameApprover');
    case STAFF_PLAYER_ERROR_CODES.adjustmentDecided:
      return t('players:errors.adjustmentDecided');
    case STAFF_PLAYER_ERROR_CODES.adjustmentNotFound:
      return t('players:errors.adjustmentNotFound');
    case WALLET_ERROR_CODES.insufficient:
      return t('players:errors.insufficient');
    default:
      return apiErrorText(error, { network: t('errors.network'), timeout: t('errors.timeout'), other: t('errors.generic') }) ?? t('errors.generic');
  }
}
