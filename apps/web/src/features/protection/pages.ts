import { definePages } from '../../shared/routing/page';
import { PROTECTION_ADDRESSES as at } from './paths';

export const PROTECTION_PAGES = definePages({
  // The page speaks from its own namespace (locales/<lng>/protection.json) and the shared form texts.
  protection: { ...at.protection, needsLogin: true, playerMenu: 'protection', load: () => import('./pages/ProtectionPage'), namespaces: ['protection', 'forms', 'exclusion', 'history'] },
  playLimits: { ...at.playLimits, needsLogin: true, load: () => import('./pages/PlayLimitsPage'), namespaces: ['protection', 'reality', 'forms', 'exclusion', 'history'] },
  selfAssessment: { ...at.selfAssessment, needsLogin: true, load: () => import('./pages/SelfAssessmentPage'), namespaces: ['protection', 'forms', 'exclusion', 'history'] },
  // Issue 20, exclusion part: time-outs and self-exclusion, and the account history. Every page of the
  // section loads the exclusion and history words: its menu names these pages.
  exclusion: { ...at.exclusion, needsLogin: true, load: () => import('./pages/BreakPage'), namespaces: ['exclusion', 'protection', 'forms', 'history'] },
  history: { ...at.history, needsLogin: true, load: () => import('./pages/HistoryPage'), namespaces: ['history', 'exclusion', 'protection'] },
});
