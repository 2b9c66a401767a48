import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLocation } from 'react-router';
import { contentPaths } from '../paths';
import { PageFrame, SectionLayout } from '../../../shared/ui';
import { Paragraphs } from '../components/Prose';

const GAME_RULES = ['sport', 'realPerson', 'chess', 'lottery', 'electronic', 'gaming', 'more'] as const;
type Rule = (typeof GAME_RULES)[number];

/** /stationary/game-rule/:rule (sport, realPerson, chess, lottery, electronic, gaming, more). */
export default function GameRulePage() {
  const { t } = useTranslation('content');
  const last = useLocation().pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const rule: Rule = (GAME_RULES as readonly string[]).includes(last) ? (last as Rule) : 'sport';
  const links = GAME_RULES.map((r) => ({ to: contentPaths.gameRule(r), label: t(`gameRule.nav.${r}`) }));
  return (
    <PageFrame title={t('gameRule.title')} description={t('gameRule.description')}>
      <SectionLayout navLabel={t('gameRule.navLabel')} links={links}>
        <h2>{t(`gameRule.nav.${rule}`)}</h2>
        <Paragraphs items={t(`gameRule.sections.${rule}`, { returnObjects: true })} />
      </SectionLayout>
    </PageFrame>
  );
}
