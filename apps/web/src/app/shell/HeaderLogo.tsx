import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { Link } from 'react-router';
import { currentBrand } from '../../brands';
import { useBrandImages } from '../../brands/useBrandImages';
import { useLogo } from '../../shared/config/useLogo';
import { useOsType } from '../../shared/hooks/useOsType';
import styles from './HeaderLogo.module.css';

/** The logo of GET /v1/logo (pc or h5), the brand's own logo when the call fails. */
export function HeaderLogo() {
  const { t } = useTranslation();
  const { data, isError } = useLogo();
  const images = useBrandImages();
  const [broken, setBroken] = useState(false);
  const h5 = useOsType() === 'h5';
  const apiSrc = data ? (h5 ? data.h5Logo : data.pcLogo) : undefined;
  const useOwn = isError || broken || (data !== undefined && !apiSrc);
  const src = useOwn ? images?.logo : apiSrc;
  const name = t(`brand.${currentBrand().id}`);
  const className = h5 && !useOwn ? styles.h5 : styles.pc;
  return (
    <Link to="/" className={styles.link} aria-label={t('header.home', { brand: name })}>
      {src ? (
        <img className={className} src={src} alt="" width={h5 && !useOwn ? 40 : 150} height={40} onError={() => setBroken(true)} />
      ) : (
        <span className={className} />
      )}
    </Link>
  );
}
