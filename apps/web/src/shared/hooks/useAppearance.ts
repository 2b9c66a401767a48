import { useEffect, useSyncExternalStore } from 'react';
import { useSettingsStore, type Appearance } from '../stores/settings';

export type Theme = 'dark' | 'light';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function deviceTheme(): Theme {
  if (typeof window === 'undefined' || !window.matchMedia) return 'dark';
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function subscribeDevice(listener: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener?.('change', listener);
  return () => media.removeEventListener?.('change', listener);
}

export function resolveTheme(appearance: Appearance, device: Theme): Theme {
  return appearance === 'device' ? device : appearance;
}

/**
 * Puts a chosen `dark` or `light` class on <html>; "device" leaves both off and the stylesheet follows
 * the device (prefers-color-scheme), as the server's page does. A class added at start would make the
 * browser recompute every element's style for the same colours (issue 22).
 */
export function applyAppearance(appearance: Appearance, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', appearance === 'dark');
  root.classList.toggle('light', appearance === 'light');
}

/** The theme in force: the chosen appearance, or the device's when "device". */
export function useTheme(): Theme {
  const appearance = useSettingsStore((s) => s.appearance);
  const device = useSyncExternalStore(subscribeDevice, deviceTheme, () => 'dark' as Theme);
  return resolveTheme(appearance, device);
}

/** Keeps the class on <html> in step with the appearance setting; returns the theme in force. */
export function useApplyTheme(): Theme {
  const appearance = useSettingsStore((s) => s.appearance);
  useEffect(() => applyAppearance(appearance), [appearance]);
  return useTheme();
}
