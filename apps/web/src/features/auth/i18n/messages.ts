import { ruleMessageTree } from '@site/contract/rules/messages';
import { useCallback } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { i18n } from '../../../shared/i18n/i18n';
import { LANGUAGES } from '../../../shared/stores/settings';

export const AUTH_NS = 'auth';
export const RULES_NS = 'rules';

let registered = false;

/** SPEC 5's messages (packages/contract/src/rules/messages.ts) as the `rules` namespace, in every language. */
export function registerRuleMessages(): void {
  if (registered) return;
  registered = true;
  for (const language of LANGUAGES) i18n.addResourceBundle(language, RULES_NS, ruleMessageTree(language));
}

/**
 * The auth namespace's `t`, plus `message` for what validators and the server
 * give: 'rules.*' is a SPEC 5 message, 'auth:*' one of ours, anything else a
 * text as the server sent it.
 */
export function useAuthT() {
  const { t, i18n: instance } = useTranslation(AUTH_NS);
  const message = useCallback(
    (value: string | null | undefined): string | undefined => {
      if (!value) return undefined;
      if (value.startsWith('rules.')) return t(value, { ns: RULES_NS });
      if (value.startsWith('auth:')) return t(value.slice(5));
      return value;
    },
    [t],
  );
  return { t, message, language: instance.language };
}
