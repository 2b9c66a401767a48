import * as z from 'zod/mini';
import { ADDRESS_MAX, PHONE_CHANGE_WINDOW_MS } from '../constants';
import { endpoint } from '../endpoint';
import { deliveryAddressSchema, idNumberSchema, realNameStrictSchema, receiverSchema, smsCodeSchema } from '../rules';
import { fileIdInput } from './fund-schemas';
import { opaqueId } from './validation';

/**
 * My-account calls beyond user.ts (issue 10): ID verification, delivery
 * addresses (SPEC 7 paths), withdrawal protection, the SMS login check and
 * step 1 of a phone change. Step 2 of the phone change is user.ts
 * `userMobileChange` (PUT /v1/user/security/mobile) with the uuid of step 1.
 */

/** SPEC 3 verifyIdCardStatus. */
export const ID_CARD_STATUS = { none: 0, verifying: 1, success: 2, failure: 3 } as const;
export type IdCardStatus = (typeof ID_CARD_STATUS)[keyof typeof ID_CARD_STATUS];

export { ACCOUNT_ERROR_CODES } from '../codes/account';

/** The player's ID verification. idNumber is masked (A12****789); reason is set on failure. */
export const idCardState = z.object({
  status: z.number(),
  realName: z.nullable(z.string()),
  idNumber: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  /** ISO-8601 UTC. */
  submittedAt: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
  /**
   * Issue 19: whether the verification's front and back photos are on file. A bank-card application
   * then reuses them (SPEC 5: binding needs the ID verification and its photos) instead of asking again;
   * false only for a verification recorded without photos, whose card application still carries them.
   */
  photosOnFile: z.optional(z.boolean()),
});
export type IdCardState = z.infer<typeof idCardState>;

export const deliveryAddress = z.object({ id: z.number(), receiver: z.string(), address: z.string(), isDefault: z.boolean() });
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

/** Default first, then newest first; `max` is the cap (ADDRESS_MAX). */
export const deliveryAddressList = z.object({ records: z.array(deliveryAddress), max: z.number() });
export type DeliveryAddressList = z.infer<typeof deliveryAddressList>;

/** Receiver and address are stored trimmed. */
export const deliveryAddressInput = z.object({ receiver: receiverSchema, address: deliveryAddressSchema, isDefault: z.optional(z.boolean()) });
export type DeliveryAddressInput = z.input<typeof deliveryAddressInput>;

export const accountIdCard = endpoint({
  id: 'account.idCard',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/user/idcard',
  extension: true,
  auth: true,
  response: idCardState,
  summary: 'ID verification state (SPEC 3 verifyIdCardStatus 0 none, 1 verifying, 2 success, 3 failure with the reason)',
});

export const accountSubmitIdCard = endpoint({
  id: 'account.submitIdCard',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/user/idcard',
  extension: true,
  auth: true,
  body: z.object({ realName: realNameStrictSchema, idNumber: idNumberSchema, frontFileId: fileIdInput, backFileId: fileIdInput }),
  response: idCardState,
  summary:
    'Submits ID verification: strict real name, Taiwan ID with its check digit, photos uploaded with POST /v1/fund/upload?purpose=idFront|idBack by this player (013003). ' +
    'Refused while verifying (013001) or once verified (013002); an ID number held by another account is 013004. An operator approves or rejects (npm run ops -- idcard ...)',
});

export const accountAddresses = endpoint({
  id: 'account.addresses',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/user/address',
  auth: true,
  response: deliveryAddressList,
  summary: `Delivery addresses, default first (at most ${ADDRESS_MAX}); a bound phone first (012026)`,
});

export const accountAddAddress = endpoint({
  id: 'account.addAddress',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/user/address',
  auth: true,
  body: deliveryAddressInput,
  response: deliveryAddress,
  summary: `Adds an address; the first one is the default, isDefault true makes it the default. Phone first (012026); beyond ${ADDRESS_MAX} 013006 設置收貨地址數已滿，刪除後才可以新增`,
});

export const accountUpdateAddress = endpoint({
  id: 'account.updateAddress',
  onBreak: 'allowed',
  method: 'PUT',
  path: '/v1/user/address/{id}',
  auth: true,
  body: deliveryAddressInput,
  response: deliveryAddress,
  summary: "Changes an address; isDefault true makes it the default (false on the default is ignored: one default stays). Another player's id is 404 013007",
});

export const accountDeleteAddress = endpoint({
  id: 'account.deleteAddress',
  onBreak: 'allowed',
  method: 'DELETE',
  path: '/v1/user/address/{id}',
  auth: true,
  response: z.null(),
  summary: "Deletes an address; deleting the default makes the newest remaining one the default. Another player's id is 404 013007",
});

export const accountSetDefaultAddress = endpoint({
  id: 'account.setDefaultAddress',
  onBreak: 'allowed',
  method: 'PUT',
  path: '/v1/user/address/setDefault/{id}',
  auth: true,
  response: z.null(),
  summary: 'Makes an address the only default one. Another player\'s id is 404 013007',
});

export const accountWithdrawProtect = endpoint({
  id: 'account.withdrawProtect',
  onBreak: 'allowed',
  method: 'PUT',
  path: '/v1/user/security/withdrawProtect',
  auth: true,
  body: z.object({ enabled: z.boolean(), pwd: z.optional(z.string().check(z.maxLength(64))) }),
  response: z.null(),
  summary:
    'Withdrawal protection. While on, the withdrawal password cannot be reset with the login password (resetByPassword answers 013008): only with a code sent to the bound phone (resetByPhone). ' +
    'Switching on needs a bound phone (012026, so the phone reset stays possible); switching off needs the login password (013009 when wrong). userDetail.withdrawProtect shows it',
});

export const accountSmsVerify = endpoint({
  id: 'account.smsVerify',
  onBreak: 'allowed',
  method: 'PUT',
  path: '/v1/user/security/smsVerify',
  extension: true,
  auth: true,
  body: z.object({ enabled: z.boolean(), code: smsCodeSchema, uuid: z.optional(opaqueId) }),
  response: z.null(),
  summary:
    'SMS login verification (SPEC 2): either way a code of request type 8 sent to the bound phone (012026 without one, 012006 when wrong). ' +
    'While on, an account-and-password login from a device never seen for the account answers 012011 (verify by SMS, type 4, then loginByMobile); this device counts as seen',
});

export const accountMobileVerifyOld = endpoint({
  id: 'account.mobileVerifyOld',
  onBreak: 'allowed',
  method: 'PUT',
  path: '/v1/user/security/mobile/verify-old',
  extension: true,
  auth: true,
  body: z.object({ code: smsCodeSchema }),
  response: z.object({ uuid: z.string(), expiresAt: z.string() }),
  summary: `Phone change step 1: a code (type 5) from the bound number. The uuid goes to PUT /v1/user/security/mobile with the new number within ${PHONE_CHANGE_WINDOW_MS / 60_000} minutes; meanwhile userDetail.phoneChangePending is true`,
});

export const accountApi = {
  idCard: accountIdCard,
  submitIdCard: accountSubmitIdCard,
  addresses: accountAddresses,
  addAddress: accountAddAddress,
  updateAddress: accountUpdateAddress,
  deleteAddress: accountDeleteAddress,
  setDefaultAddress: accountSetDefaultAddress,
  withdrawProtect: accountWithdrawProtect,
  smsVerify: accountSmsVerify,
  mobileVerifyOld: accountMobileVerifyOld,
} as const;
