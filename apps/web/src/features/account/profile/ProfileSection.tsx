import { isNovice } from '@site/contract/rules/session';
import { Button } from '@site/ui/button';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LANGUAGE_NAMES } from '../../../shared/i18n';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useSettingsStore } from '../../../shared/stores/settings';
import type { UserDetail } from '../api/useUserDetail';
import type { AccountDialog } from '../dialogs';
import { Row, Section, Tag } from '../shared/Section';
import type { SectionProps } from '../shared/types';
import { AvatarImage } from './AvatarImage';

type DialogProps = { detail: UserDetail; onClose: () => void };
const DIALOGS: Partial<Record<AccountDialog, LazyExoticComponent<ComponentType<DialogProps>>>> = {
  avatar: lazy(() => import('../popups/AvatarPopup')),
  appearance: lazy(() => import('../popups/AppearancePopup')),
  nickname: lazy(() => import('./NicknameDialog')),
  gender: lazy(() => import('./GenderDialog')),
  birthday: lazy(() => import('./BirthdayDialog')),
  language: lazy(() => import('./LanguageDialog')),
};

/**
 * Profile (SPEC 2, 3, 5): avatar, account name with the novice badge (the
 * first 2 days after registering), nickname (changed once, then shown as
 * fixed), gender, birthday (fixed once set), language and appearance.
 */
export function ProfileSection({ detail, dialog, onDialog }: SectionProps) {
  const { t } = useTranslation('account');
  const language = useSettingsStore((s) => s.language);
  const appearance = useSettingsStore((s) => s.appearance);
  const open = (name: AccountDialog) => () => onDialog(name);
  // The birthday and the nickname cannot be asked for again once fixed (SPEC 4, 5).
  const allowed = (name: AccountDialog) => (name === 'birthday' ? !detail.birthday : name === 'nickname' ? detail.nicknameChangeable : true);
  const Dialog = dialog && allowed(dialog) ? DIALOGS[dialog] : undefined;
  // The visible word (修改, 設定) with what it changes in its name (WCAG 2.5.3: the name holds the visible text).
  const change = (name: AccountDialog, kind: 'change' | 'set', what: string) => (
    <Button size="sm" variant="secondary" onClick={open(name)} aria-label={t(`profile.${kind}What`, { what })}>
      {t(`profile.${kind}`)}
    </Button>
  );

  return (
    <Section
      id="account-profile"
      title={t('profile.title')}
      after={
        Dialog ? (
          <Suspense fallback={null}>
            <Dialog detail={detail} onClose={() => onDialog(null)} />
          </Suspense>
        ) : null
      }
    >
      <Row
        name={t('profile.avatar')}
        value={<AvatarImage src={detail.avatar} name={detail.nickname || detail.username} />}
        action={change('avatar', 'change', t('profile.avatar'))}
      />
      <Row
        name={t('profile.username')}
        value={
          <>
            <span>{detail.username}</span>
            {isNovice(detail.registerDate) ? <Tag tone="gold">{t('profile.novice')}</Tag> : null}
          </>
        }
      />
      <Row
        name={t('profile.nickname')}
        value={
          <>
            <span>{detail.nickname || t('profile.notSet')}</span>
            {detail.nicknameChangeable ? null : <Tag>{t('profile.fixed')}</Tag>}
          </>
        }
        note={detail.nicknameChangeable ? t('profile.nicknameOnce') : t('profile.nicknameFixed')}
        action={detail.nicknameChangeable ? change('nickname', 'change', t('profile.nickname')) : null}
      />
      <Row
        name={t('profile.gender')}
        value={detail.gender === 1 || detail.gender === 2 ? t(`profile.gender${detail.gender}`) : t('profile.notSet')}
        action={change('gender', detail.gender ? 'change' : 'set', t('profile.gender'))}
      />
      <Row
        name={t('profile.birthday')}
        value={
          detail.birthday ? (
            <>
              {/* SPEC 9's date format YYYY/MM/DD; a birthday is a calendar day, never shifted by time zone. */}
              <span>{detail.birthday.replace(/-/g, '/')}</span>
              <Tag>{t('profile.fixed')}</Tag>
            </>
          ) : (
            t('profile.notSet')
          )
        }
        note={detail.birthday ? t('profile.birthdayFixed') : t('profile.birthdayOnce')}
        action={detail.birthday ? null : change('birthday', 'set', t('profile.birthday'))}
      />
      <Row name={t('profile.language')} value={LANGUAGE_NAMES[language]} action={change('language', 'change', t('profile.language'))} />
      <Row name={t('profile.appearance')} value={t(`profile.appearance_${appearance}`)} action={change('appearance', 'change', t('profile.appearance'))} />
    </Section>
  );
}
