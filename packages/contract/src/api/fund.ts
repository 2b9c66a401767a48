import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { WITHDRAW_PASSWORD_LENGTH } from '../constants';
import { smsCodeSchema } from '../rules';
import { currencyCode, isoDateTimeInput, paged, pageFields, pageQuery, positiveAmountInput, rowIdInput } from './common';
import {
  bank,
  boundBankCard,
  boundWalletAddress,
  cardNumberInput,
  DEPOSIT_METHODS,
  depositChannels,
  depositOrder,
  fileIdInput,
  passbookRecord,
  shortNameInput,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  trc20AddressInput,
  txHashInput,
  UPLOAD_PURPOSES,
  uploadResult,
  withdrawInfo,
  withdrawOrder,
} from './fund-schemas';

export * from './fund-schemas';

/**
 * The cashier's own calls (DESIGN 3 extensions, docs/api.md): deposit orders,
 * withdrawal applications, bank-card and wallet-address binding, uploads and
 * the passbook. Money-moving calls take an Idempotency-Key. SPEC 7's gate
 * calls (getRechargeLimit, withdraw/check) are in wallet.ts.
 */

const currencyQuery = z.object({ currency: currencyCode });

const withdrawPasswordInput = z.string().check(z.regex(new RegExp(`^\\d{${WITHDRAW_PASSWORD_LENGTH}}$`)));

/**
 * Issue 17: a new destination for money is proved by the withdrawal password (counted with the
 * withdrawal's wrong guesses) or by an SMS code of type 9 (bindDestination) sent to the bound phone;
 * neither is 031033.
 */
const bindingProof = { withdrawPassword: z.optional(withdrawPasswordInput), code: z.optional(smsCodeSchema) };

export const fundBanks = endpoint({
  id: 'fund.banks',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/fund/banks',
  extension: true,
  auth: true,
  response: z.array(bank),
  summary: 'Banks a card can be bound to (code and name in the requested language)',
});

export const fundBankCards = endpoint({
  id: 'fund.bankCards',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/fund/bank-cards',
  extension: true,
  auth: true,
  response: z.array(boundBankCard),
  summary: "The player's bank cards: reviewing, approved or rejected (with the reason), numbers masked",
});

export const fundBindBankCard = endpoint({
  id: 'fund.bindBankCard',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/fund/bank-cards',
  extension: true,
  auth: true,
  body: z.object({
    bankCode: z.string().check(z.regex(/^\d{3}$/)),
    branch: shortNameInput,
    cardNo: cardNumberInput,
    /** Issue 19: left out when the ID verification has its photos on file (idCardState.photosOnFile); the server takes those. */
    idFrontFileId: z.optional(fileIdInput),
    idBackFileId: z.optional(fileIdInput),
    coverFileId: fileIdInput,
    ...bindingProof,
  }),
  response: boundBankCard,
  summary:
    'Applies to bind a card (phone bound first, ID verified: 013005); the ID photos are those of the ID verification unless sent (031021 when neither); reviewed in 15 min - 24 h; one pending application at a time (031003); proved by the withdrawal password or a type-9 SMS code (031033 without either); a card that is not the first destination receives withdrawals 24 h after approval (031031)',
});

export const fundWalletAddresses = endpoint({
  id: 'fund.walletAddresses',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/fund/wallet-addresses',
  extension: true,
  auth: true,
  response: z.array(boundWalletAddress),
  summary: "The player's bound TRC-20 wallet addresses",
});

export const fundBindWalletAddress = endpoint({
  id: 'fund.bindWalletAddress',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/fund/wallet-addresses',
  extension: true,
  auth: true,
  body: z.object({ network: z.literal('TRC20'), address: trc20AddressInput, name: shortNameInput, ...bindingProof }),
  response: boundWalletAddress,
  summary:
    'Binds a TRC-20 address (checksum verified) with a wallet name, at once; phone first (031010), at most 5 (031018), not twice (031020), proved by the withdrawal password (031008, 031030) or a type-9 SMS code (031033 without either); a second destination receives withdrawals 24 h later (031031)',
});

export const fundUpload = endpoint({
  id: 'fund.upload',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/fund/upload',
  extension: true,
  auth: true,
  query: z.object({ purpose: z.enum(UPLOAD_PURPOSES) }),
  response: uploadResult,
  summary:
    'Raw image bytes (application/octet-stream, at most 10 MB); the type is decided from the content: jpeg, png or gif, else 031011. Decoded and stored re-encoded (pixels only; a gif as png; at most 2,560 px a side) under DATA_DIR for its owner only; over 25 megapixels 013021; 20 uploads or 50 MB a day per player, then 013020',
});

export const fundUploadFile = endpoint({
  id: 'fund.uploadFile',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/fund/upload/{fileId}',
  extension: true,
  auth: true,
  response: z.unknown(),
  summary: "The image itself (not an envelope), to its owner only; anyone else's request is 404",
});

export const fundDepositChannels = endpoint({
  id: 'fund.depositChannels',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/fund/recharge/channels',
  extension: true,
  auth: true,
  query: currencyQuery,
  response: depositChannels,
  summary: 'Deposit channels (bank, USDT TRC-20, convenience store) with limits, the VIP level each needs, and the USDT rate',
});

export const fundCreateDeposit = endpoint({
  id: 'fund.createDeposit',
  onBreak: { refused: 'deposit' },
  method: 'POST',
  path: '/v1/fund/recharge/order',
  extension: true,
  auth: true,
  idempotent: true,
  body: z.object({
    channelCode: z.string().check(z.regex(/^[A-Z0-9_]{2,32}$/)),
    method: z.enum(DEPOSIT_METHODS),
    currency: currencyCode,
    amount: positiveAmountInput,
    /** Bank transfers: the bound, approved card the money comes from. */
    cardId: z.optional(rowIdInput),
  }),
  response: depositOrder,
  summary:
    'Opens a deposit order; gates in order: phone 031010, recharge limit 031001, suspension 031017, binding 031004, channel 031022, VIP 031014, amount 031013, bank card 031004. Unpaid it times out after 30 min (store 3 days); credited only when approved',
});

export const fundDepositOrder = endpoint({
  id: 'fund.depositOrder',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/fund/recharge/order/{orderNo}',
  extension: true,
  auth: true,
  response: depositOrder,
  summary: "One of the player's deposit orders (an unpaid one past its expiry reads as timeout)",
});

export const fundDepositOrders = endpoint({
  id: 'fund.depositOrders',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/fund/recharge/orders',
  extension: true,
  auth: true,
  query: z.object({ ...pageFields(10, 50), status: z.optional(z.enum(['processing', 'success', 'failure', 'timeout', 'cancelled'])) }),
  response: paged(depositOrder),
  summary: "The player's deposit orders, newest first",
});

export const fundSubmitTxHash = endpoint({
  id: 'fund.submitTxHash',
  // Paying an order opened before the break (issue 33, finding 3); the break's start cancels the unpaid ones anyway.
  onBreak: { refused: 'deposit' },
  method: 'PUT',
  path: '/v1/fund/recharge/order/{orderNo}/hash',
  extension: true,
  auth: true,
  body: z.object({ txHash: txHashInput }),
  response: depositOrder,
  summary: 'The USDT transaction hash the player paid with (64 hex); a hash already used is 031019; a paid order no longer times out',
});

export const fundCancelDeposit = endpoint({
  id: 'fund.cancelDeposit',
  onBreak: 'allowed',
  method: 'PUT',
  path: '/v1/fund/recharge/order/{orderNo}/cancel',
  extension: true,
  auth: true,
  response: depositOrder,
  summary: 'Cancels a pending deposit order (031015 otherwise); 3 unpaid orders within an hour suspend deposits for 30 min',
});

export const fundWithdrawInfo = endpoint({
  id: 'fund.withdrawInfo',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/fund/withdraw/info',
  extension: true,
  auth: true,
  query: currencyQuery,
  response: withdrawInfo,
  summary: 'What a withdrawal may be: balance, minimum, turnover still required (each deposit 1x, each bonus its multiple, listed with what is left), daily count and amount by VIP, approved cards and addresses',
});

export const fundApplyWithdraw = endpoint({
  id: 'fund.applyWithdraw',
  // Withdrawal stays open in a break (SPEC's terms; the catalogue's words say so); the card or address it pays to can be bound.
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/fund/withdraw/apply',
  extension: true,
  auth: true,
  idempotent: true,
  body: z.object({
    currency: currencyCode,
    amount: positiveAmountInput,
    cardId: z.optional(rowIdInput),
    addressId: z.optional(rowIdInput),
    withdrawPassword: withdrawPasswordInput,
    /** Issue 20, the terms: an SMS code of type 10 (withdrawConfirm) for an amount above 2,500 (031072 without). */
    smsCode: z.optional(smsCodeSchema),
  }),
  response: withdrawOrder,
  summary:
    'Applies to withdraw to one approved card or bound address; gates in order: agent account 031032, phone 031010, switches 031002, suspension 031017, wrong-password lock 031030, password set 031009, binding 031004, destination on hold 031031, minimum 031005, turnover 031006, daily VIP limits 031007, the terms (dormant 031073, 250,000 in 24 hours 031070, the site-wide 600,000 a day 031071, an SMS code above 2,500 031072), then the password 031008 (5 wrong lock withdrawals: 031030) and the SMS code (012006), balance 030001. The amount is held at once (in parts of at most 100,000) and returned if rejected or cancelled; a destination other than the first bound one pays a 10% fee (at least 30)',
});

export const fundWithdrawOrders = endpoint({
  id: 'fund.withdrawOrders',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/fund/withdraw/orders',
  extension: true,
  auth: true,
  query: pageQuery(10, 50),
  response: paged(withdrawOrder),
  summary: "The player's withdrawals, newest first",
});

export const fundCancelWithdraw = endpoint({
  id: 'fund.cancelWithdraw',
  // The held amount goes back to the main wallet, not to play.
  onBreak: 'allowed',
  method: 'PUT',
  path: '/v1/fund/withdraw/order/{orderNo}/cancel',
  extension: true,
  auth: true,
  idempotent: true,
  response: withdrawOrder,
  summary: 'Cancels a withdrawal still processing or under review; the held amount returns to the main wallet',
});

export const fundPassbook = endpoint({
  id: 'fund.passbook',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/fund/passbook',
  extension: true,
  auth: true,
  query: z.object({
    /** fund: every movement of the main wallet; transaction: deposit and withdrawal orders. */
    tab: z._default(z.enum(['fund', 'transaction']), 'fund'),
    currency: z.optional(currencyCode),
    type: z.optional(z.enum(TRANSACTION_TYPES)),
    status: z.optional(z.enum(TRANSACTION_STATUSES)),
    startTime: isoDateTimeInput,
    endTime: isoDateTimeInput,
    ...pageFields(20, 100),
  }),
  response: paged(passbookRecord),
  summary:
    'Fund details (every entry of the main wallet\'s ledger, each with its kind, the balance after it and a link to its order, promotion or transfer, so the running balance reconciles) or transaction details (deposit and withdrawal orders) within the last 90 days (020004), filtered by type and status, newest first',
});

/** Every fund call; apps import the single endpoints so unused ones are tree-shaken. */
export const fundApi = {
  banks: fundBanks,
  bankCards: fundBankCards,
  bindBankCard: fundBindBankCard,
  walletAddresses: fundWalletAddresses,
  bindWalletAddress: fundBindWalletAddress,
  upload: fundUpload,
  uploadFile: fundUploadFile,
  depositChannels: fundDepositChannels,
  createDeposit: fundCreateDeposit,
  depositOrder: fundDepositOrder,
  depositOrders: fundDepositOrders,
  submitTxHash: fundSubmitTxHash,
  cancelDeposit: fundCancelDeposit,
  withdrawInfo: fundWithdrawInfo,
  applyWithdraw: fundApplyWithdraw,
  withdrawOrders: fundWithdrawOrders,
  cancelWithdraw: fundCancelWithdraw,
  passbook: fundPassbook,
} as const;
