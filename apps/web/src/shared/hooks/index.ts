export { useScrolledPast } from './useScrolledPast';
export { useNow } from './useNow';
export { useTheme, useApplyTheme, applyAppearance, type Theme } from './useAppearance';
export { useHydrated } from './useHydrated';
