import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import type { StaffRole } from '../staff-roles';
import { paged, pageFields } from './common';

/**
 * The back office's queues (issue 37, part 1): what waits for a staff decision, each item claimed by one member
 * at a time (a claim lasts STAFF_CLAIM_MINUTES, so an item is never stuck), and the decisions, on the same
 * services as `npm run ops -- fund|idcard` (one audit row each, with the values before and after). Finance works
 * deposits and withdrawals, risk bank cards and IDs; admin all.
 */

export const STAFF_QUEUE_KINDS = ['deposit', 'withdraw', 'card', 'idcard'] as const;
export const staffQueueKind = z.enum(STAFF_QUEUE_KINDS);
export type StaffQueueKind = z.infer<typeof staffQueueKind>;

/** How long a claim holds an item for its member (renewed by claiming again). */
export const STAFF_CLAIM_MINUTES = 15;

const MONEY_ROLES: readonly StaffRole[] = ['admin', 'finance'];
const REVIEW_ROLES: readonly StaffRole[] = ['admin', 'risk'];
/** Who works each queue (the server checks the kind of a claim against these too). */
export const STAFF_QUEUE_ROLES: Record<StaffQueueKind, readonly StaffRole[]> = { deposit: MONEY_ROLES, withdraw: MONEY_ROLES, card: REVIEW_ROLES, idcard: REVIEW_ROLES };

export const queueClaim = z.object({ staffId: z.number(), name: z.string(), until: z.string() });
export type QueueClaim = z.infer<typeof queueClaim>;

const player = { playerId: z.number(), account: z.string() };
const reason = z.string().check(z.minLength(1), z.maxLength(255));

export const queueDeposit = z.object({
  orderNo: z.string(),
  ...player,
  method: z.string(),
  channel: z.string(),
  currency: z.string(),
  amount: z.string(),
  status: z.string(),
  /** Bank transfer: the player's bound card the money must come from ('822 ****1234'), and the card they named. */
  boundCard: z.nullable(z.string()),
  fromCard: z.nullable(z.string()),
  /** USDT: the transaction hash the player gave. */
  txHash: z.nullable(z.string()),
  /** Convenience store: the payment code. */
  paymentCode: z.nullable(z.string()),
  createdAt: z.string(),
  claim: z.nullable(queueClaim),
});

export const queueWithdrawal = z.object({
  orderNo: z.string(),
  ...player,
  method: z.string(),
  currency: z.string(),
  amount: z.string(),
  fee: z.string(),
  parts: z.array(z.string()),
  destination: z.string(),
  status: z.string(),
  /** The player's open wagering: required, done, remaining (decimal strings). */
  wagering: z.object({ required: z.string(), done: z.string(), remaining: z.string() }),
  /** Linked-account and risk warnings ('linked:<reason>' per linked account, 'withdrawLocked', ...). */
  warnings: z.array(z.string()),
  /** Above STAFF_FOUR_EYES_AMOUNT: two approvals by different members. */
  fourEyes: z.boolean(),
  approvals: z.array(z.object({ staffId: z.nullable(z.number()), name: z.string(), step: z.string(), at: z.string() })),
  createdAt: z.string(),
  claim: z.nullable(queueClaim),
});

export const queueCard = z.object({
  id: z.number(),
  ...player,
  bank: z.string(),
  branch: z.string(),
  cardNo: z.string(),
  /** Addresses of the photos (GET staffQueuePhoto; risk and admin only). */
  photos: z.array(z.string()),
  createdAt: z.string(),
  claim: z.nullable(queueClaim),
});

export const queueIdCard = z.object({
  id: z.number(),
  ...player,
  realName: z.string(),
  idNumber: z.string(),
  photos: z.array(z.string()),
  submittedAt: z.string(),
  claim: z.nullable(queueClaim),
});

const listQuery = z.object({ ...pageFields(50, 200) });
const list = <T extends z.ZodMiniType>(id: string, path: string, record: T, roles: readonly StaffRole[], summary: string) =>
  endpoint({ id, onBreak: 'read', method: 'GET', path, auth: 'staff', roles, extension: true, query: listQuery, response: paged(record), summary });

export const staffQueueDeposits = list('staffQueues.deposits', '/v1/staff/queues/deposits', queueDeposit, MONEY_ROLES, 'Finance: deposits waiting for approval, oldest first, with the bound card, the hash or the store code and the claim');
export const staffQueueWithdrawals = list('staffQueues.withdrawals', '/v1/staff/queues/withdrawals', queueWithdrawal, MONEY_ROLES, "Finance: withdrawals waiting (processing, reviewing, withdrawing), oldest first, with parts, fee, destination, the player's wagering, warnings and approvals");
export const staffQueueCards = list('staffQueues.cards', '/v1/staff/queues/cards', queueCard, REVIEW_ROLES, 'Risk: bank cards waiting for review, with their photos');
export const staffQueueIdCards = list('staffQueues.idCards', '/v1/staff/queues/idcards', queueIdCard, REVIEW_ROLES, 'Risk: ID verifications waiting for review, with their photos');

const claimPath = '/v1/staff/queues/{kind}/{itemId}/claim';
export const staffQueueClaim = endpoint({
  id: 'staffQueues.claim',
  onBreak: 'allowed',
  method: 'POST',
  path: claimPath,
  auth: 'staff',
  roles: ['admin', 'finance', 'risk'],
  extension: true,
  response: queueClaim,
  summary: `Claims a queue item for ${STAFF_CLAIM_MINUTES} minutes (again: renewed). 081010 claimed by another member, 081001 not this role's queue, 031016 no such item`,
});

export const staffQueueRelease = endpoint({
  id: 'staffQueues.release',
  onBreak: 'allowed',
  method: 'DELETE',
  path: claimPath,
  auth: 'staff',
  roles: ['admin', 'finance', 'risk'],
  extension: true,
  response: z.null(),
  summary: "Releases one's own claim (another member's: 081010)",
});

const decided = z.object({ id: z.string(), status: z.string() });
const decision = (id: string, path: string, roles: readonly StaffRole[], summary: string) =>
  endpoint({ id, onBreak: 'allowed', method: 'POST', path, auth: 'staff', roles, extension: true, response: decided, summary });
const refusal = (id: string, path: string, roles: readonly StaffRole[], summary: string) =>
  endpoint({ id, onBreak: 'allowed', method: 'POST', path, auth: 'staff', roles, extension: true, body: z.object({ reason }), response: decided, summary });

export const staffDepositApprove = decision('staffQueues.depositApprove', '/v1/staff/queues/deposit/{itemId}/approve', MONEY_ROLES, 'Credits a deposit once (a second approval: 031015). 081010 claimed by another member');
export const staffDepositReject = refusal('staffQueues.depositReject', '/v1/staff/queues/deposit/{itemId}/reject', MONEY_ROLES, 'Refuses a deposit with a reason');
export const staffWithdrawApprove = decision(
  'staffQueues.withdrawApprove',
  '/v1/staff/queues/withdraw/{itemId}/approve',
  MONEY_ROLES,
  'One review step (processing > reviewing > withdrawing). Above STAFF_FOUR_EYES_AMOUNT the second step needs another member (081011)',
);
export const staffWithdrawReject = refusal('staffQueues.withdrawReject', '/v1/staff/queues/withdraw/{itemId}/reject', MONEY_ROLES, 'Refuses a withdrawal not yet paid; the held amount returns');
export const staffWithdrawPaid = decision('staffQueues.withdrawPaid', '/v1/staff/queues/withdraw/{itemId}/paid', MONEY_ROLES, 'Marks an approved withdrawal (withdrawing) paid: success');
export const staffCardApprove = decision('staffQueues.cardApprove', '/v1/staff/queues/card/{itemId}/approve', REVIEW_ROLES, 'Approves a bank card under review');
export const staffCardReject = refusal('staffQueues.cardReject', '/v1/staff/queues/card/{itemId}/reject', REVIEW_ROLES, 'Rejects a bank card under review with a reason');
export const staffIdCardApprove = decision('staffQueues.idCardApprove', '/v1/staff/queues/idcard/{itemId}/approve', REVIEW_ROLES, 'Approves an ID verification under review');
export const staffIdCardReject = refusal('staffQueues.idCardReject', '/v1/staff/queues/idcard/{itemId}/reject', REVIEW_ROLES, 'Rejects an ID verification under review with a reason');

/** A photo of a card or an ID under review: image bytes, `Cache-Control: no-store, private`; risk and admin only. */
export const staffQueuePhoto = endpoint({
  id: 'staffQueues.photo',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/staff/queues/photos/{fileId}',
  auth: 'staff',
  roles: REVIEW_ROLES,
  extension: true,
  // The reply is the image itself, not an envelope.
  response: z.string(),
  summary: 'Risk: a review photo (image bytes, never cached: no-store, private)',
});

const queueLength = z.object({ waiting: z.number(), oldest: z.nullable(z.string()) });
/** The `queues` event of the staff stream: each queue's length and oldest item, and when it was read. */
export const staffQueueCounts = z.object({ deposit: queueLength, withdraw: queueLength, card: queueLength, idcard: queueLength, at: z.string() });
export type StaffQueueCounts = z.infer<typeof staffQueueCounts>;

/**
 * The back office's live channel: server-sent events (`queues` with staffQueueCounts on every change of a queue,
 * a claim or a decision, and at once on connect; `logout` when the session ended), opened with fetch() so the
 * token goes in its header. An open list re-reads its page on `queues`.
 */
export const staffQueueEvents = endpoint({
  id: 'staffQueues.events',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/staff/events/stream',
  auth: 'staff',
  extension: true,
  // The reply is text/event-stream, not an envelope: this documents the `queues` event's data.
  response: staffQueueCounts,
  summary: 'Staff: live queue changes (text/event-stream: `queues` with each queue\'s length and oldest item; `logout`)',
});

export const staffQueuesApi = {
  deposits: staffQueueDeposits,
  withdrawals: staffQueueWithdrawals,
  cards: staffQueueCards,
  idCards: staffQueueIdCards,
  claim: staffQueueClaim,
  release: staffQueueRelease,
  depositApprove: staffDepositApprove,
  depositReject: staffDepositReject,
  withdrawApprove: staffWithdrawApprove,
  withdrawReject: staffWithdrawReject,
  withdrawPaid: staffWithdrawPaid,
  cardApprove: staffCardApprove,
  cardReject: staffCardReject,
  idCardApprove: staffIdCardApprove,
  idCardReject: staffIdCardReject,
  photo: staffQueuePhoto,
  events: staffQueueEvents,
} as const;
