/**
 * The back office's staff roles (issue 37): admin (staff and the audit log), finance (deposits, withdrawals,
 * payments), risk (reviews, linked accounts, blocks), support (the player's file, notes, letters, unlocks),
 * marketing and agent_manager (part 2). A staff endpoint names the roles it allows (`roles`, endpoint.ts).
 */
export const STAFF_ROLES = ['admin', 'finance', 'risk', 'support', 'marketing', 'agent_manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}
