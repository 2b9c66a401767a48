/**
 * The inviter code of an invite link (`?tab=register&inviterCode=CODE`, made
 * by the invite-friends page): kept in memory for the register form, which
 * starts with it filled. Letters and digits only, at most 32 (the contract's limit).
 */
let pending = '';

export function rememberInviterCode(search: URLSearchParams): void {
  const code = search.get('inviterCode')?.trim() ?? '';
  if (/^[A-Za-z0-9]{1,32}$/.test(code)) pending = code;
}

/** The code from the last invite link followed, else ''. */
export function pendingInviterCode(): string {
  return pending;
}
