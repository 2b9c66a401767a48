import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { SectionLayout } from '../../../shared/ui';
import { PROTECTION_ADDRESSES } from '../paths';

// The section's menu comes from the feature's page declarations: a page declared with a title is
// linked from every page of the section, with no list to keep beside the declarations.
const PAGES = Object.values(PROTECTION_ADDRESSES).flatMap((page) => ('title' in page && page.path ? [{ path: page.path, title: page.title }] : []));
// A title may come from another namespace of the feature ('exclusion:title'): the menu loads them all.
const TITLE_NAMESPACES = [...new Set(['protection', ...PAGES.map((page) => (page.title.includes(':') ? (page.title.split(':')[0] ?? 'protection') : 'protection'))])];

/** A page of the player-protection section, with the section's menu (a side column, a row on phones). */
export function ProtectionSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation(TITLE_NAMESPACES);
  return (
    <SectionLayout navLabel={t('sectionNav')} links={PAGES.map((page) => ({ to: page.path, label: t(page.title) }))}>
      {children}
    </SectionLayout>
  );
}
