import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
// The module itself, not the SDK's index: the frame is in the first load and needs only this.
import { hasUnsavedChanges } from '../../../sdk/src/web/unsavedChanges.ts';

/**
 * Asks before a navigation (a link, the menu, the browser's Back) or closing the tab would drop
 * what a form holds unsaved. Forms report themselves through the SDK's useZodForm, so every
 * screen, the plugins' too, is covered.
 */
export function LeaveGuard() {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges());

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      event.returnValue = ''; // older browsers need it set to show their own prompt
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  if (blocker.state !== 'blocked') return null;
  const footer = (
    <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
      <Button type="button" label={t('leaveGuard.stay')} outlined autoFocus onClick={() => blocker.reset()} />
      <Button type="button" label={t('leaveGuard.leave')} severity="danger" onClick={() => blocker.proceed()} />
    </div>
  );
  return (
    <Dialog header={t('leaveGuard.title')} visible modal onHide={() => blocker.reset()} footer={footer} style={{ width: 'min(28rem, 92vw)' }} draggable={false}>
      <p style={{ margin: 0 }}>{t('leaveGuard.message')}</p>
    </Dialog>
  );
}
