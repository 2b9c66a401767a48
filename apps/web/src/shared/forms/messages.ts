import { ruleMessageTree } from '@site/contract/rules/messages';
import { useCallback } from 'react';
import { i18n } from '../i18n/i18n';
import { useTranslation } from '../i18n/useTranslation';
import { LANGUAGES } from '../stores/settings';

/** The strings of the shared form pieces (shared/locales/<lng>/forms.json). */
export const FORMS_NS = 'forms';
/** SPEC 5's messages (packages/contract/src/rules/messages.ts), registered as a namespace. */
export const RULES_NS = 'rules';

let registered = false;

/** SPEC 5's messages as the `rules` namespace, in every language (once). */
export function registerRuleMessages(): void {
  if (registered) return;
  registered = true;
  for (const language of LANGUAGES) i18n.addResourceBundle(language, RULES_NS, ruleMessageTree(language));
}

// Registered when the first form piece loads (a lazy chunk), not during a render.
registerRuleMessages();

const PREFIXED = /^([A-Za-z]+):(.+)$/;

/**
 * `t` of a namespace (then `forms`), plus `message` for what validators and
 * the server give: 'rules.*' is a SPEC 5 message, '<namespace>:key' one of
 * ours (forms:, auth:, account: ...), anything else a text as the server sent it.
 */
export function useFormMessages(namespace: string = FORMS_NS) {
  const namespaces = namespace === FORMS_NS ? [FORMS_NS] : [namespace, FORMS_NS];
  const { t, i18n: instance } = useTranslation(namespaces);
  const message = useCallback(
    (value: string | null | undefined): string | undefined => {
      if (!value) return undefined;
      if (value.startsWith('rules.')) return t(value, { ns: RULES_NS });
      const prefixed = PREFIXED.exec(value);
      if (prefixed && !/\s/.test(value)) return t(prefixed[2] as string, { ns: prefixed[1] });
      return value;
    },
    [t],
  );
  return { t, message, language: instance.language };
}
