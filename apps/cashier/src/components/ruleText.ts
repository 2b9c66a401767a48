import { RULE_MESSAGES, type RuleMessageKey } from '@site/contract/rules/messages';
import { useTranslation } from '../i18n/useTranslation';
import type { Language } from '../i18n/i18n';

/** The contract's validator messages (SPEC 5's words in zh-TW) in the frame's language. */
export function ruleText(key: RuleMessageKey, language: Language): string {
  return RULE_MESSAGES[key][language];
}

/** ruleText bound to the language on screen; re-renders when the host changes it. */
export function useRuleText(): (key: RuleMessageKey) => string {
  const { i18n } = useTranslation('common');
  const language = i18n.language as Language;
  return (key) => ruleText(key, language);
}
