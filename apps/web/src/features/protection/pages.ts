import { definePages } from '../../shared/routing/page';

export const PROTECTION_PAGES = definePages({
  // The page speaks from its own namespace (locales/<lng>/protection.json) and the shared form texts.
  protection: { path: '/mine/protection', needsLogin: true, playerMenu: 'protection', load: () => import('./pages/ProtectionPage'), namespaces: ['protection', 'forms', 'exclusion', 'history'], title: 'protection:title' },
  playLimits: { path: '/mine/protection/play', needsLogin: true, load: () => import('./pages/PlayLimitsPage'), namespaces: ['protection', 'reality', 'forms', 'exclusion', 'history'], title: 'protection:loss.pageTitle' },
  selfAssessment: { path: '/mine/protection/self-assessment', needsLogin: true, load: () => import('./pages/SelfAssessmentPage'), namespaces: ['protection', 'forms', 'exclusion', 'history'], title: 'protection:selfAssessment.title' },
  // Issue 20, exclusion part: time-outs and self-exclusion, and the account history. Every page of the
  // section loads the exclusion and history words: its menu names these pages.
  exclusion: { path: '/mine/protection/break', needsLogin: true, load: () => import('./pages/BreakPage'), namespaces: ['exclusion', 'protection', 'forms', 'history'], title: 'exclusion:title' },
  history: { path: '/mine/protection/history', needsLogin: true, load: () => import('./pages/HistoryPage'), namespaces: ['history', 'exclusion', 'protection'], title: 'history:title' },
});
