import { useTranslation } from '../i18n/useTranslation';
import { currentBrand } from '../../brands';
import { useBrandImages } from '../../brands/useBrandImages';
import styles from './BrandMark.module.css';

export interface BrandMarkProps {
  variant?: 'logo' | 'emblem';
  /** Decorative when a nearby text already names the brand. */
  decorative?: boolean;
}

/** The brand's bundled logo or emblem; works without the API (situation screens). */
export function BrandMark({ variant = 'logo', decorative = false }: BrandMarkProps) {
  const { t } = useTranslation();
  const images = useBrandImages();
  const className = variant === 'logo' ? styles.mark : `${styles.mark} ${styles.emblem}`;
  const src = images?.[variant];
  if (!src) return <span className={`${className} ${styles.placeholder}`} aria-hidden="true" />;
  return <img className={className} src={src} alt={decorative ? '' : t(`brand.${currentBrand().id}`)} width={variant === 'logo' ? 168 : 72} height={variant === 'logo' ? 40 : 72} />;
}
