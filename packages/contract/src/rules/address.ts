import { ADDRESS_DETAIL_RANGE, RECEIVER_NAME_MAX } from '../constants';
import { charCount } from './account';
import { hasInvisibleCharacters } from './invisible';
import { validateReceiverName } from './identity';
import type { RuleMessageKey } from './messages';
import { ruleSchema } from './messages';

/** Control characters never belong in a name or an address (they break labels and the courier's print-out). */
const CONTROL = /\p{Cc}/u;

/**
 * Receiver of a delivery address: SPEC 5's rule (at least 2 characters after
 * trimming), plus our cap of 20 characters and no control or invisible formatting characters.
 */
export function validateReceiver(value: string): RuleMessageKey | null {
  const short = validateReceiverName(value);
  if (short) return short;
  if (charCount(value.trim()) > RECEIVER_NAME_MAX) return 'rules.receiverNameTooLong';
  return CONTROL.test(value) ? 'rules.receiverName' : null;
}

/** Detailed delivery address: 5-100 characters after trimming, no control or invisible formatting characters. */
export function validateDeliveryAddress(value: string): RuleMessageKey | null {
  if (hasInvisibleCharacters(value)) return 'rules.invisibleCharacters';
  const length = charCount(value.trim());
  const ok = length >= ADDRESS_DETAIL_RANGE.min && length <= ADDRESS_DETAIL_RANGE.max && !CONTROL.test(value);
  return ok ? null : 'rules.deliveryAddress';
}

export const receiverSchema = ruleSchema(validateReceiver);
export const deliveryAddressSchema = ruleSchema(validateDeliveryAddress);
