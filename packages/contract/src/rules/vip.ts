import {
  VIP_FULL_NAME_ABOVE,
  VIP_MAX_NORMAL_LEVEL,
  VIP_SPECIAL_LEVEL,
  VIP_SPECIAL_MARKERS,
  type VipBrandMaxLevel,
} from '../constants';

/** VIP maths of SPEC 4 (VIP) and SPEC 6. Level numbers: 0..11 normal, 999 special invite. */

/** One level of the VIP config (GET /v1/user/vip/config vipLevels); totals may travel as decimal strings. */
export interface VipLevelRequirement {
  id: number;
  rechargeTotal: number | string;
  betTotal: number | string;
}

export interface VipConfigLike {
  vipLevels?: readonly VipLevelRequirement[] | null;
}

export interface VipUserTotals {
  rechargeTotal: number | string;
  betTotal: number | string;
}

/**
 * Level from a VIP name: a name holding a special-invite marker ('特邀' or
 * 'SVIP') is 999; otherwise the number after 'VIP' (case-insensitive, spaces
 * allowed: 'VIP3', 'vip 10'); otherwise 0.
 */
export function parseVipLevel(name: string | null | undefined): number {
  if (!name) return 0;
  const upper = name.toUpperCase();
  if (VIP_SPECIAL_MARKERS.some((marker) => upper.includes(marker.toUpperCase()))) return VIP_SPECIAL_LEVEL;
  const match = /VIP\s*(\d+)/.exec(upper);
  return match ? Number(match[1]) : 0;
}

/**
 * Name to show: levels above 10 (11 and 999) show the server's full name;
 * levels up to 10 show the short 'VIP<n>'. A name that does not parse is shown as given.
 */
export function displayVipName(name: string | null | undefined): string {
  const full = (name ?? '').trim();
  const level = parseVipLevel(full);
  if (level > VIP_FULL_NAME_ABOVE) return full;
  return /VIP\s*\d+/i.test(full) ? `VIP${level}` : full;
}

function amount(value: number | string): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** True when the user's totals reach both the recharge and the bet totals of the level. */
export function meetsVipLevel(level: VipLevelRequirement, totals: VipUserTotals): boolean {
  return amount(totals.rechargeTotal) >= amount(level.rechargeTotal) && amount(totals.betTotal) >= amount(level.betTotal);
}

/**
 * The level the player is heading to (SPEC 4 VIP):
 * - at 11 or 999 it is the current level itself;
 * - otherwise, among levels with id above `current`, not 999 and at most 11:
 *   the highest one whose recharge and bet totals the player already meets,
 *   else the lowest one.
 * A missing config, or no such level, logs a console warning and gives null.
 */
export function nextVipLevel<L extends VipLevelRequirement>(
  config: { vipLevels?: readonly L[] | null } | null | undefined,
  current: number,
  totals: VipUserTotals,
): L | null {
  const levels = config?.vipLevels;
  if (!levels || levels.length === 0) {
    console.warn('[vip] missing VIP config');
    return null;
  }
  if (current === VIP_MAX_NORMAL_LEVEL || current === VIP_SPECIAL_LEVEL) {
    const same = levels.find((level) => level.id === current);
    if (!same) console.warn(`[vip] level ${current} missing from the VIP config`);
    return same ?? null;
  }
  const higher = levels
    .filter((level) => level.id > current && level.id !== VIP_SPECIAL_LEVEL && level.id <= VIP_MAX_NORMAL_LEVEL)
    .sort((a, b) => a.id - b.id);
  const qualifying = higher.filter((level) => meetsVipLevel(level, totals));
  const next = qualifying.length > 0 ? qualifying[qualifying.length - 1] : higher[0];
  if (!next) console.warn(`[vip] no level above ${current} in the VIP config`);
  return next ?? null;
}

/** Progress towards a level, each part clamped to 0..1 (a zero requirement counts as met). */
export function vipProgress(level: VipLevelRequirement, totals: VipUserTotals): { recharge: number; bet: number } {
  const part = (have: number | string, need: number | string) => {
    const required = amount(need);
    return required <= 0 ? 1 : Math.min(1, Math.max(0, amount(have) / required));
  };
  return { recharge: part(totals.rechargeTotal, level.rechargeTotal), bet: part(totals.betTotal, level.betTotal) };
}

/**
 * Whether a level is listed (SPEC 6): a brand shows levels 0..10 or 0..11;
 * a player at 999 sees every level, 999 included; a player is always shown
 * their own level.
 */
export function isVipLevelVisible(id: number, brandMax: VipBrandMaxLevel, userLevel: number): boolean {
  if (userLevel === VIP_SPECIAL_LEVEL) return true;
  if (id === userLevel) return true;
  return id >= 0 && id <= brandMax;
}

/** Level numbers listed for a brand and player, ascending: 0..brandMax, or 0..11 and 999 for a 999 player. */
export function visibleVipLevels(brandMax: VipBrandMaxLevel, userLevel: number): number[] {
  const top = userLevel === VIP_SPECIAL_LEVEL ? VIP_MAX_NORMAL_LEVEL : Math.max(brandMax, Math.min(userLevel, VIP_MAX_NORMAL_LEVEL));
  const ids = Array.from({ length: top + 1 }, (_, i) => i);
  return userLevel === VIP_SPECIAL_LEVEL ? [...ids, VIP_SPECIAL_LEVEL] : ids;
}

/** Filters config levels for display with isVipLevelVisible, keeping their order. */
export function filterVisibleVipLevels<L extends { id: number }>(levels: readonly L[], brandMax: VipBrandMaxLevel, userLevel: number): L[] {
  return levels.filter((level) => isVipLevelVisible(level.id, brandMax, userLevel));
}
