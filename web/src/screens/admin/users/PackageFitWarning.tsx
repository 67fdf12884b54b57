import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from 'primereact/checkbox';
import { Message } from 'primereact/message';
import type { PackageFitView, UsersApi } from './usersApi';

interface PackageFitWarningProps {
  api: UsersApi;
  userId: number;
  /** The package chosen in the form; null while none is. */
  packageId: number | null;
  /** Whether the admin confirmed the change although the account uses more than the package allows. */
  confirmed: boolean;
  onConfirmedChange(confirmed: boolean): void;
  /** True while the chosen package is over what the account uses and the admin has not confirmed. */
  onBlockingChange(blocking: boolean): void;
}

/**
 * Before an account moves to a package below what it already uses: which limits it is over and
 * by how much, which features in use the package leaves out, and a box to confirm the change.
 */
export function PackageFitWarning({ api, userId, packageId, confirmed, onConfirmedChange, onBlockingChange }: PackageFitWarningProps) {
  const { t } = useTranslation();
  const [fit, setFit] = useState<PackageFitView | null>(null);

  useEffect(() => {
    let live = true;
    setFit(null);
    onConfirmedChange(false);
    if (packageId === null) return;
    api.packageFit(userId, packageId).then(
      (view) => live && setFit(view),
      () => live && setFit(null), // the save itself reports a failing server
    );
    return () => {
      live = false;
    };
    // Asked again only when another package is chosen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, userId, packageId]);

  const problems = fit ? fit.overLimits.length + fit.notIncluded.length : 0;
  useEffect(() => onBlockingChange(problems > 0 && !confirmed), [problems, confirmed, onBlockingChange]);
  if (!fit || problems === 0) return null;

  return (
    <div role="alert" style={{ display: 'flex', flexDirection: 'column', gap: '0.5rem', marginBottom: '1rem' }}>
      <Message severity="warn" text={t('admin.users.package.fit.summary')} style={{ width: '100%', justifyContent: 'flex-start' }} />
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {fit.overLimits.map((over) => (
          <li key={`${over.featureId}-${over.period}`}>
            {t(over.period === 'lifetime' ? 'admin.users.package.fit.overLifetime' : 'admin.users.package.fit.over', {
              name: over.name,
              used: over.used,
              limit: over.limit,
              over: over.over,
            })}
          </li>
        ))}
        {fit.notIncluded.map((lost) => (
          <li key={`lost-${lost.featureId}`}>{t('admin.users.package.fit.notIncluded', { name: lost.name, used: lost.used })}</li>
        ))}
      </ul>
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
        <Checkbox inputId={`package-fit-${userId}`} checked={confirmed} onChange={(event) => onConfirmedChange(event.checked === true)} />
        <label htmlFor={`package-fit-${userId}`}>{t('admin.users.package.fit.confirm')}</label>
      </div>
    </div>
  );
}
