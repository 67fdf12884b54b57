import { createElement, useEffect, useMemo } from 'react';
import { apiBlob, apiRequest, apiUpload, type HttpMethod } from '../api/client';
import type { PackageSummary, User } from '../api/types';
import { requestConfirm } from '../notify/confirm';
import { showToast, type ToastHandle } from '../notify/toaster';
import { ToastAction } from '../notify/ToastAction';
import { useSessionStore } from '../session/sessionStore';
import { ensureUsage, refreshUsage, useUsageStore } from '../session/usageStore';
import { limitReached } from '../../../sdk/src/access/packageFeatures.ts';
import { useBrandStore } from '../brand/brandStore';
import { usePluginStore } from './pluginStore';
import type { HostFeatures, HostServices, HostUser } from './sdk';
import { allows, type PermissionAction } from '../../../sdk/src/access/accessGrant.ts';

/** The product's name, until the brand's is known. */
const APP_NAME = 'Chatmill';

/** Actions on a route slug (spec 5.2). */
export type AccessAction = PermissionAction;

/**
 * Whether a user may take an action on a route slug (spec 1, 5.2), decided exactly as the
 * server decides it: with the access the session resolved and the SDK's `allows`.
 */
export function canAccess(user: User | null, slug: string, action: AccessAction = 'read'): boolean {
  if (!user?.access) return false;
  return allows(user.access, slug, action);
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

/** Feature checks over the usage the shell loaded for the session (see session/usageStore). */
function hostFeatures(user: User, summary: PackageSummary | null): HostFeatures {
  const exempt = Number(user.id) === 1 || user.userType === 'Admin';
  const usage = (featureId: number) => summary?.features.find((feature) => feature.featureId === featureId);
  return Object.freeze({
    has: (featureId: number) => exempt || usage(featureId)?.enabled === true,
    usage,
    limitReached: (featureId: number, adding = 1) => {
      const feature = usage(featureId);
      if (exempt || !feature) return false;
      if (!feature.enabled) return true;
      return limitReached(feature.limit, feature.used, adding) || limitReached(feature.lifetimeLimit, feature.lifetimeUsed, adding);
    },
    refresh: refreshUsage,
  });
}

/** What the shell gives plugin screens and widgets through `HostContext` (see the SDK's `HostServices`). */
export function createHostServices(user: User, summary: PackageSummary | null = null, brandName = APP_NAME): HostServices {
  const services: HostServices = {
    user: Object.freeze(hostUser(user)),
    brand: Object.freeze({ id: Number(user.brandId), name: brandName }),
    can: (slug, action = 'read') => canAccess(user, slug, action),
    features: hostFeatures(user, summary),
    // apiRequest's ApiError has status, code, message and fields: it is a HostApiError.
    request: <T>(method: HttpMethod, path: string, body?: unknown) => apiRequest<T>(method, path, body),
    upload: <T>(path: string, file: Blob, fileName?: string) => apiUpload<T>(path, file, fileName),
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

/** The host services of the signed-in user; the same object while the user and their usage stay the same. */
export function useHostServices(): HostServices | null {
  const user = useSessionStore((state) => state.user);
  const summary = useUsageStore((state) => state.summary);
  // The host's brand is loaded before the first render; the plugin list, which names it too, may come later.
  const listedBrand = usePluginStore((state) => state.brand?.name);
  const hostBrand = useBrandStore((state) => state.brand?.name);
  const brandName = listedBrand ?? hostBrand ?? APP_NAME;
  // The usage is otherwise asked for at idle time: a screen with feature checks wants it now.
  useEffect(() => {
    if (user) ensureUsage();
  }, [user]);
  return useMemo(() => (user ? createHostServices(user, summary, brandName) : null), [user, summary, brandName]);
}
