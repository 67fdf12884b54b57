import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../api/client';
import { PageLoader } from '../components/PageLoader';
import { useSessionStore } from '../session/sessionStore';

interface PricingPackage {
  id: number;
  name: string;
  tier: string;
  price: string;
  currency: string;
  billingPeriod: 'monthly' | 'yearly';
  validityDuration: number;
  validityUnit: 'day' | 'week' | 'month' | 'year';
  features: Array<{ featureId: number; name: string; limit: number; lifetimeLimit: number }>;
}

interface Pricing {
  currentPackageId: number | null;
  checkoutAvailable: boolean;
  packages: PricingPackage[];
}

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; pricing: Pricing };

/** /home/buy_package (spec 2.2, Pricing): the brand's packages; where an expired account is sent (spec 4.1). */
export default function PricingScreen() {
  const { t } = useTranslation();
  const expired = useSessionStore((state) => state.user?.expired === true);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<Pricing>('GET', '/api/pricing', undefined, { signal: controller.signal })
      .then((pricing) => setLoad({ kind: 'ready', pricing }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ kind: 'failed' });
      });
    return () => controller.abort();
  }, []);

  if (load.kind === 'loading') return <PageLoader />;
  if (load.kind === 'failed') return <Message severity="error" text={t('errors.httpFailure')} />;
  const { pricing } = load;
  const price = (pkg: PricingPackage) => new Intl.NumberFormat(undefined, { style: 'currency', currency: pkg.currency }).format(Number(pkg.price));
  const limit = (value: number) => (value === 0 ? t('pricing.unlimited') : String(value));

  return (
    <div className="stack">
      <h1>{t('pricing.title')}</h1>
      {expired && <Message severity="warn" text={t('pricing.expired')} />}
      {!pricing.checkoutAvailable && <Message severity="info" text={t('pricing.checkoutNotConfigured')} />}
      {pricing.packages.length === 0 && <p className="muted">{t('pricing.empty')}</p>}
      <div className="card-grid">
        {pricing.packages.map((pkg) => (
          <Card key={pkg.id} aria-label={pkg.name}>
            <section className="stack">
              <h2>{pkg.name}</h2>
              <div>
                <Tag value={pkg.tier} severity="info" /> {pkg.id === pricing.currentPackageId && <Tag value={t('pricing.current')} severity="success" />}
              </div>
              <p>
                <strong>{price(pkg)}</strong> {t(`pricing.per.${pkg.billingPeriod}`)}
              </p>
              <p className="muted">
                {pkg.validityDuration === 0 ? t('pricing.noExpiry') : t(`pricing.validFor.${pkg.validityUnit}`, { count: pkg.validityDuration })}
              </p>
              <ul>
                {pkg.features.map((feature) => (
                  <li key={feature.featureId}>
                    {feature.name}: {limit(feature.limit)}
                  </li>
                ))}
              </ul>
            </section>
          </Card>
        ))}
      </div>
    </div>
  );
}
