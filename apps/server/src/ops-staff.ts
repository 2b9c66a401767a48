import { isStaffRole, STAFF_ERROR_CODES, STAFF_ROLES, staffNameInput, type StaffRole } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { DomainError } from './domain/errors';
import { OpsInputError } from './services/fund/operator';
import { createStaff, disableStaff, enableStaff, listStaff, oneTimePassword, unlockStaff } from './services/staff/members';

/** `npm run ops -- staff ...` (issue 37; usage in ops-commands.ts OPS_USAGE). */
export const STAFF_USAGE = `  staff create <name> --role <role>[,<role>...]          create a back office member (roles: ${STAFF_ROLES.join(', ')}); prints a one-time
                                                         password once, to hand over: the member enrols two-factor at the first login
  staff list                                             the staff with their roles, two-factor and disabled state
  staff disable <name>                                   disable a member and end their sessions
  staff enable <name>                                    enable a disabled member again
  staff unlock <name>                                    end a member's login lock (too many wrong passwords or codes)`;

const ops = { ops: true } as const;

function roles(text: string | undefined): StaffRole[] {
  const list = (text ?? '').split(',').map((r) => r.trim()).filter(Boolean);
  if (list.length === 0 || !list.every(isStaffRole)) throw new OpsInputError(`--role is one or more of ${STAFF_ROLES.join(', ')}, comma-separated`);
  return list.filter(isStaffRole);
}

async function run(db: Kysely<Database>, args: string[], opt: (name: string) => string | undefined): Promise<string> {
  const [action, name] = args;
  if (action === 'create') {
    if (!name || !staffNameInput.safeParse(name).success) throw new OpsInputError('staff create <name> --role <role>: the name is 3-32 of a-z, 0-9, _ . - starting with a letter');
    // Generated, never taken from the command line (shell history, the process list) and printed only here.
    const password = oneTimePassword();
    const member = await createStaff(db, ops, { name, roles: roles(opt('--role')), password });
    return `staff ${member.name} created (id ${member.id}, roles ${member.roles.join(',')})\none-time password: ${password}\nshown once: hand it over privately; at the first login the member sets up two-factor`;
  }
  if (action === 'list') {
    const page = await listStaff(db, 1, 1000);
    return page.records.map((m) => `${m.name} id=${m.id} roles=${m.roles.join(',')} twoFactor=${m.enrolled ? 'on' : 'not yet'}${m.disabled ? ' DISABLED' : ''}${m.lockedUntil ? ` LOCKED until ${m.lockedUntil}` : ''}`).join('\n') || 'no staff';
  }
  if (action === 'disable' || action === 'enable' || action === 'unlock') {
    if (!name) throw new OpsInputError(`staff ${action} <name>`);
    const row = await db.selectFrom('staff').select('id').where('name', '=', name).executeTakeFirst();
    if (!row) throw new OpsInputError(`no staff member ${name}`);
    if (action === 'enable') return `staff ${(await enableStaff(db, ops, row.id)).name} enabled`;
    if (action === 'unlock') return `staff ${(await unlockStaff(db, ops, row.id)).name} unlocked`;
    const member = await disableStaff(db, ops, row.id);
    return `staff ${member.name} disabled; their sessions ended`;
  }
  throw new OpsInputError(`unknown staff command: ${action ?? ''}\n${STAFF_USAGE}`);
}

export async function runStaffOps(db: Kysely<Database>, args: string[], opt: (name: string) => string | undefined): Promise<string> {
  return run(db, args, opt).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === STAFF_ERROR_CODES.nameTaken) throw new OpsInputError(`a staff member named ${args[1] ?? ''} exists already`);
    throw error;
  });
}
