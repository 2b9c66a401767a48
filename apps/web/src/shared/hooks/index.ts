export { useScrolledPast } from './useScrolledPast';
export { useNow } from './useNow';
export { useTheme, useApplyTheme, applyTheme, resolveTheme, type Theme } from './useAppearance';
export { useHydrated } from './useHydrated';
