import { VIP_FULL_NAME_ABOVE } from '@site/contract/constants';
import { displayVipName, parseVipLevel } from '@site/contract/rules/vip';
import { useTranslation } from '../i18n/useTranslation';

/**
 * A VIP level's name in the player's language (issue 19). The server names levels in Chinese
 * ('至尊VIP11', '特邀VIP'); levels up to 10 show as 'VIP<n>' in every language, the named ones
 * (11 and the special invite 999) take their words from common.json's `vipLevel.<n>`, keyed by
 * the level number the name parses to. A name without words there is shown as SPEC 6 says.
 */
export function useVipName(): (name: string | null | undefined) => string {
  const { t } = useTranslation('common');
  return (name) => {
    const level = parseVipLevel(name);
    // A level up to 10, or a name that is only 'VIP<n>', reads the same in every language.
    if (level <= VIP_FULL_NAME_ABOVE || /^\s*VIP\s*\d+\s*$/i.test(name ?? '')) return displayVipName(name);
    const key = `vipLevel.${level}`;
    const word = t(key);
    return word && word !== key ? word : displayVipName(name);
  };
}
