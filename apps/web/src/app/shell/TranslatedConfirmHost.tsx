import { useTranslation } from '../../shared/i18n/useTranslation';
import { ConfirmHost } from '@site/ui/confirm-host';

export default function TranslatedConfirmHost() {
  const { t } = useTranslation('shell');
  return <ConfirmHost labels={{ title: t('dialog.notice'), confirm: t('dialog.confirm'), cancel: t('dialog.cancel') }} />;
}
