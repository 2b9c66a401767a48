import { defineAddresses, pathsOf } from '../../shared/routing/page';

/**
 * The protection section's addresses and titles (its menu, ProtectionSection, links each page by its
 * title); pages.ts adds what each page loads (shared/routing/page.ts, PageAddress).
 */
export const PROTECTION_ADDRESSES = defineAddresses({
  protection: { path: '/mine/protection', title: 'protection:title' },
  playLimits: { path: '/mine/protection/play', title: 'protection:loss.pageTitle' },
  selfAssessment: { path: '/mine/protection/self-assessment', title: 'protection:selfAssessment.title' },
  exclusion: { path: '/mine/protection/break', title: 'exclusion:title' },
  history: { path: '/mine/protection/history', title: 'history:title' },
});

/** Public (eslint.config.js): other features link here through these builders only. */
export const protectionPaths = pathsOf(PROTECTION_ADDRESSES);
