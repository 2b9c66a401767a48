import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { STAFF_ROLES } from '../staff-roles';
import { isoDateTimeInput, paged, pageFields, queryInt } from './common';

/**
 * The back office's staff (issue 37, part 1): login in two steps (password, then a time-based one-time code
 * of RFC 6238 or a single-use recovery code), enrolment at the first login, the member's own session
 * (`auth: 'staff'`: idle 15 minutes, at most 8 hours; refused on player and agent calls, and theirs here),
 * and the admin's calls on staff and the audit log. Each staff endpoint names the roles it allows (`roles`).
 */

export const staffRole = z.enum(STAFF_ROLES);
export const staffNameInput = z.string().check(z.regex(/^[a-z][a-z0-9_.-]{2,31}$/));
/** A 6-digit code from the authenticator app. */
const totpCode = z.string().check(z.regex(/^\d{6}$/));
/** A recovery code as shown at enrolment ('abcd-efgh-jkmn'); dashes and case are ignored. */
const recoveryCode = z.string().check(z.minLength(8), z.maxLength(32));
const ticket = z.string().check(z.minLength(16), z.maxLength(128));

/** Idle minutes and the hard cap of a staff session (the server's STAFF_SESSION). */
export const STAFF_SESSION_LIMITS = { idleMinutes: 15, maxHours: 8 } as const;

export const staffMember = z.object({
  id: z.number(),
  name: z.string(),
  roles: z.array(staffRole),
  disabled: z.boolean(),
  /** Whether two-factor is set up (every member enrols at the first login). */
  enrolled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
});
export type StaffMember = z.infer<typeof staffMember>;

/** A member's session: the token header of every `auth: 'staff'` call, and when it ends at the latest. */
export const staffSessionResult = z.object({
  token: z.string(),
  /** The 8-hour cap; an idle session ends sooner (15 minutes without a call). */
  expiresAt: z.string(),
  idleMinutes: z.number(),
  staff: staffMember,
});

export const staffLogin = endpoint({
  id: 'staff.login',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/staff/login',
  extension: true,
  body: z.object({ name: staffNameInput, pwd: z.string().check(z.minLength(1), z.maxLength(128)) }),
  response: z.object({ ticket: z.string(), next: z.enum(['code', 'enrol']) }),
  summary: 'Staff login, step 1: the password; answers a 5-minute ticket for step 2 (a code, or enrolment the first time). 081002 wrong, 081003 locked',
});

export const staffLoginCode = endpoint({
  id: 'staff.loginCode',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/staff/login/code',
  extension: true,
  body: z.object({ ticket, code: z.optional(totpCode), recoveryCode: z.optional(recoveryCode) }),
  response: staffSessionResult,
  summary: 'Staff login, step 2: the authenticator code (each accepted once) or an unused recovery code; wrong ones count on the same lock as passwords',
});

export const staffEnrolStart = endpoint({
  id: 'staff.enrolStart',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/staff/enrol',
  extension: true,
  body: z.object({ ticket }),
  response: z.object({ secret: z.string(), uri: z.string() }),
  summary: 'First login: a new two-factor secret (base32) and its otpauth:// address for the QR code',
});

export const staffEnrolConfirm = endpoint({
  id: 'staff.enrolConfirm',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/staff/enrol/confirm',
  extension: true,
  body: z.object({ ticket, code: totpCode }),
  response: z.object({ ...staffSessionResult.shape, recoveryCodes: z.array(z.string()) }),
  summary: 'First login: a code of the new secret confirms it; answers the session and ten single-use recovery codes, shown this once',
});

export const staffMe = endpoint({ id: 'staff.me', onBreak: 'read', method: 'GET', path: '/v1/staff/me', auth: 'staff', extension: true, response: staffMember, summary: 'The staff member of the session' });

export const staffLogout = endpoint({ id: 'staff.logout', onBreak: 'allowed', method: 'POST', path: '/v1/staff/logout', auth: 'staff', extension: true, response: z.null(), summary: "Ends the staff member's session" });

export const staffCreate = endpoint({
  id: 'staff.create',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/staff/members',
  auth: 'staff',
  roles: ['admin'],
  extension: true,
  body: z.object({ name: staffNameInput, roles: z.array(staffRole).check(z.minLength(1), z.maxLength(STAFF_ROLES.length)) }),
  response: z.object({ member: staffMember, password: z.string() }),
  summary: 'Admin: a new staff member with roles; answers a one-time password to hand over (enrolment at the first login). 081008 name taken',
});

export const staffDisable = endpoint({
  id: 'staff.disable',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/staff/members/{id}/disable',
  auth: 'staff',
  roles: ['admin'],
  extension: true,
  response: staffMember,
  summary: "Admin: disables a staff member and ends their sessions. 081007 unknown, 081009 one's own",
});

/** A member as the admin's list shows them: with the end of a running login lock (5 wrong passwords or codes), or null. */
export const staffListMember = z.object({ ...staffMember.shape, lockedUntil: z.nullable(z.string()) });
export type StaffListMember = z.infer<typeof staffListMember>;

export const staffEnable = endpoint({
  id: 'staff.enable',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/staff/members/{id}/enable',
  auth: 'staff',
  roles: ['admin'],
  extension: true,
  response: staffListMember,
  summary: 'Admin: enables a disabled staff member again (they log in with their password and two-factor as before). 081007 unknown',
});

export const staffUnlock = endpoint({
  id: 'staff.unlock',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/staff/members/{id}/unlock',
  auth: 'staff',
  roles: ['admin'],
  extension: true,
  response: staffListMember,
  summary: "Admin: ends a member's login lock (too many wrong passwords or codes) and clears the wrong attempts. 081007 unknown",
});

export const staffList = endpoint({
  id: 'staff.list',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/staff/members',
  auth: 'staff',
  roles: ['admin'],
  extension: true,
  query: z.object({ ...pageFields(50, 200) }),
  response: paged(staffListMember),
  summary: 'Admin: the staff, by name, each with the end of a running login lock',
});

export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  /** The staff member's id, or null for an `npm run ops` command (actor 'ops'). */
  staffId: z.nullable(z.number()),
  actor: z.string(),
  address: z.nullable(z.string()),
  action: z.string(),
  subjectType: z.nullable(z.string()),
  subjectId: z.nullable(z.string()),
  /** The values before and after, as JSON (null where there was none). */
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const staffAudit = endpoint({
  id: 'staff.audit',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/staff/audit',
  auth: 'staff',
  roles: ['admin'],
  extension: true,
  query: z.object({
    staffId: z.optional(queryInt(1, 2_147_483_647)),
    /** 'ops' for the operator commands. */
    actor: z.optional(z.string().check(z.maxLength(32))),
    /** A player's id (the subject of the action). */
    playerId: z.optional(queryInt(1, 2_147_483_647)),
    action: z.optional(z.string().check(z.maxLength(64))),
    from: z.optional(isoDateTimeInput),
    to: z.optional(isoDateTimeInput),
    ...pageFields(50, 200),
  }),
  response: paged(auditEntry),
  summary: 'Admin: the audit log, newest first, by staff member, player, action (a prefix such as "staff.") and time range',
});

export const staffApi = {
  login: staffLogin,
  loginCode: staffLoginCode,
  enrolStart: staffEnrolStart,
  enrolConfirm: staffEnrolConfirm,
  me: staffMe,
  logout: staffLogout,
  create: staffCreate,
  disable: staffDisable,
  enable: staffEnable,
  unlock: staffUnlock,
  list: staffList,
  audit: staffAudit,
} as const;
