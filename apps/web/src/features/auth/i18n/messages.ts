import { useFormMessages } from '../../../shared/forms/messages';

export { registerRuleMessages, RULES_NS } from '../../../shared/forms/messages';

export const AUTH_NS = 'auth';

/**
 * The auth namespace's `t` (then the shared `forms` strings), plus `message`
 * for what validators and the server give: 'rules.*' is a SPEC 5 message,
 * 'auth:*' or 'forms:*' one of ours, anything else a text as the server sent it.
 */
export function useAuthT() {
  return useFormMessages(AUTH_NS);
}
