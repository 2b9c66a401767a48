import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '../../../shared/ui';

const KNOWN_PAGES = ['recharge', 'withdraw', 'transfer', 'wallet'] as const;

/** /finance/:page (query type, openBindPage): the cashier frame arrives with the wallet issue. */
export default function FinanceEntryPage() {
  const { t } = useTranslation('wallet');
  const { page } = useParams();
  const known = (KNOWN_PAGES as readonly string[]).includes(page ?? '');
  return <PageFrame eyebrow={t('finance.eyebrow')} title={known ? t(`finance.pages.${page}`) : t('finance.title')} description={t('finance.description')} />;
}
