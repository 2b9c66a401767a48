import { definePages } from '../../shared/routing/page';

export const PROTECTION_PAGES = definePages({
  // The page speaks from its own namespace (locales/<lng>/protection.json) and the shared form texts.
  protection: { path: '/mine/protection', load: () => import('./pages/ProtectionPage'), namespaces: ['protection', 'forms'], title: 'protection:title' },
  playLimits: { path: '/mine/protection/play', load: () => import('./pages/PlayLimitsPage'), namespaces: ['protection', 'reality', 'forms'], title: 'protection:loss.pageTitle' },
  selfAssessment: { path: '/mine/protection/self-assessment', load: () => import('./pages/SelfAssessmentPage'), namespaces: ['protection', 'forms'], title: 'protection:selfAssessment.title' },
});
