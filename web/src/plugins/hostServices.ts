import { createElement, useMemo } from 'react';
import { apiBlob, apiRequest, type HttpMethod } from '../api/client';
import type { User } from '../api/types';
import { requestConfirm } from '../notify/confirm';
import { showToast, type ToastHandle } from '../notify/toaster';
import { ToastAction } from '../notify/ToastAction';
import { useSessionStore } from '../session/sessionStore';
import type { HostServices, HostUser } from './sdk';

/** The product name, used as the brand name until brands have their own settings. */
const APP_NAME = 'Chatmill';

/** Actions on a route slug (spec 5.2). */
export type AccessAction = 'read' | 'edit' | 'create' | 'delete';

/**
 * Whether a user may take an action on a route slug (spec 1, 5.2), as the server decides it:
 * user id 1 and Admins may do everything, and so may an account's owner. Team members get
 * access levels (slug and actions) later; until then they may do nothing.
 */
export function canAccess(user: User | null, _slug: string, _action: AccessAction = 'read'): boolean {
  if (!user) return false;
  if (Number(user.id) === 1 || user.userType === 'Admin') return true;
  return user.isOwner === true;
}

function hostUser(user: User): HostUser {
  return {
    id: Number(user.id),
    name: user.name,
    email: user.email,
    userType: user.userType,
    accountId: Number(user.accountId),
    brandId: Number(user.brandId),
    isOwner: user.isOwner === true,
  };
}

/** Saves a Blob under a file name through a temporary link. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** What the shell gives plugin screens and widgets through `HostContext` (see the SDK's `HostServices`). */
export function createHostServices(user: User): HostServices {
  const services: HostServices = {
    user: Object.freeze(hostUser(user)),
    brand: Object.freeze({ id: Number(user.brandId), name: APP_NAME }),
    can: (slug, action = 'read') => canAccess(user, slug, action),
    // apiRequest's ApiError has status, code, message and fields: it is a HostApiError.
    request: <T>(method: HttpMethod, path: string, body?: unknown) => apiRequest<T>(method, path, body),
    download: async (path, fileName) => saveBlob(await apiBlob(path), fileName),
    toast: ({ severity, summary, detail, life, action }) => {
      if (!action) {
        showToast({ severity, summary, detail, life: life ?? 3000 });
        return;
      }
      let handle: ToastHandle | null = null;
      const onAction = () => {
        handle?.close();
        action.onClick();
      };
      handle = showToast({
        severity,
        summary,
        detail: createElement(ToastAction, { detail, label: action.label, onAction }),
        // Time to change one's mind: an action toast stays a little longer.
        life: life ?? 8000,
      });
    },
    confirm: (options) => requestConfirm(options),
  };
  return Object.freeze(services);
}

/** The host services of the signed-in user; the same object while the user stays the same. */
export function useHostServices(): HostServices | null {
  const user = useSessionStore((state) => state.user);
  return useMemo(() => (user ? createHostServices(user) : null), [user]);
}
