import { staffApi, type StaffRole } from '@site/contract';
import { Secret, TOTP } from 'otpauth';
import { createStaff } from '../services/staff/members';
import type { TestServer } from './harness';

/** A staff member made as `npm run ops -- staff create` makes one, and what a test logs in with. */
export interface TestStaff {
  id: number;
  name: string;
  password: string;
  secret: string;
  token: string;
  recoveryCodes: string[];
  /** The authenticator's next code: each call answers the code of a later 30-second step (a code works once). */
  nextCode: () => string;
}

let serial = 0;

/** The code an authenticator app shows for `secret`, `steps` 30-second steps from now. */
export function totpCode(secret: string, steps = 0, at = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at + steps * 30_000 });
}

/** A member with `roles`, not yet enrolled. */
export async function newStaff(server: TestServer, roles: StaffRole[], name = `st${process.pid % 1000}x${++serial}`) {
  const password = `pw-${name}-secret`;
  const member = await createStaff(server.app.site.db, { ops: true }, { name, roles, password });
  return { id: member.id, name, password };
}

/** A member with `roles` who has logged in once: enrolled two-factor with a code computed here, holding a live session. */
export async function enrolledStaff(server: TestServer, roles: StaffRole[], name?: string): Promise<TestStaff> {
  const { id, name: n, password } = await newStaff(server, roles, name);
  const { ticket, next } = await server.call(staffApi.login, { body: { name: n, pwd: password } });
  if (next !== 'enrol') throw new Error(`expected enrolment, got ${next}`);
  const { secret } = await server.call(staffApi.enrolStart, { body: { ticket } });
  let step = -1;
  const nextCode = () => totpCode(secret, ++step);
  const session = await server.call(staffApi.enrolConfirm, { body: { ticket, code: nextCode() } });
  return { id, name: n, password, secret, token: session.token, recoveryCodes: session.recoveryCodes, nextCode };
}

/** A second session of an enrolled member: password, then the authenticator's next code. */
export async function staffLogin(server: TestServer, staff: TestStaff): Promise<string> {
  const { ticket } = await server.call(staffApi.login, { body: { name: staff.name, pwd: staff.password } });
  return (await server.call(staffApi.loginCode, { body: { ticket, code: staff.nextCode() } })).token;
}
