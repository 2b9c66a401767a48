import { STAFF_ERRORS } from '@site/contract';
import { domainError } from '../../domain/errors';
import { MINOR_PER_MAJOR } from '../wallet/money';

/** The queues' refusals (issue 37): an item another member holds, and four eyes' second approver. */
export const QueueErrors = {
  claimedByOther: (claim: { staffId: number; name: string; until: string }) => domainError(STAFF_ERRORS.claimedByOther, claim),
  /** `thresholdMinor`: NTD minor units; the data says it in whole dollars. */
  sameApprover: (thresholdMinor: number) => domainError(STAFF_ERRORS.sameApprover, { threshold: thresholdMinor / MINOR_PER_MAJOR }),
};
