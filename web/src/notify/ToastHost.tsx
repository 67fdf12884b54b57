import { Toast } from 'primereact/toast';
import { useCallback } from 'react';
import { bindToaster } from './toaster';

/** The one Toast of the app; loaded by AppToast. */
export default function ToastHost() {
  const ref = useCallback((toast: Toast | null) => {
    bindToaster(toast);
    return () => bindToaster(null);
  }, []);
  return <Toast ref={ref} position="top-right" />;
}
