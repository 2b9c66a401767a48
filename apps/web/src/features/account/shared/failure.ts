import { ACCOUNT_ERROR_CODES } from '@site/contract/api/account';

export { ACCOUNT_ERROR_CODES };
// The account forms place failures as every form does (one owner: shared/forms/failure).
export { placeFailure } from '../../../shared/forms/failure';
