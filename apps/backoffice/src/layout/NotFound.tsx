import { Link } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="bo-page">
      <h1>{t('notFound')}</h1>
      <Link to="/">{t('nav.dashboard')}</Link>
    </section>
  );
}
