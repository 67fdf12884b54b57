import { useTranslation } from 'react-i18next';
import { useBrandStore } from '../brand/brandStore';
import { ProductMark } from './ProductMark';

/** The brand's logo and name (a whitelabel's own), or the product's mark and name. */
export function Brand() {
  const { t } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const name = brand?.whitelabel ? brand.name : t('app.name');
  return (
    <span className="auth-brand">
      {brand?.whitelabel && brand.logoUrl ? <img src={brand.logoUrl} alt="" className="brand-logo" height={28} /> : <ProductMark />}
      {name}
    </span>
  );
}
