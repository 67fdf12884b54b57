import { createContext, useContext } from 'react';
import type { PermissionAction } from '../plugin/manifest.ts';
import type { FeatureUsage } from '../access/packageFeatures.ts';

export interface HostUser {
  id: number;
  name: string;
  email: string;
  userType: 'Admin' | 'Member';
  accountId: number;
  brandId: number;
  isOwner: boolean;
}

export interface HostBrand {
  id: number;
  name: string;
}

/**
 * The package's features for the signed-in account (spec 1, 5.1), so a screen can hide or
 * explain what the server would refuse. The server enforces the limits regardless.
 */
export interface HostFeatures {
  /** The package includes the feature (always true for Admins). */
  has(featureId: number): boolean;
  /** Its limits and usage; undefined while loading or when the catalogue has no such feature. */
  usage(featureId: number): FeatureUsage | undefined;
  /** Adding `adding` more would pass a limit (0 is unlimited; Admins never reach one). */
  limitReached(featureId: number, adding?: number): boolean;
  /** Reloads the usage, e.g. after creating something that counts. */
  refresh(): Promise<void>;
}

export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

export interface ToastOptions {
  severity: ToastSeverity;
  summary: string;
  detail?: string;
  life?: number;
  /** A button inside the toast, e.g. Undo after a delete. */
  action?: { label: string; onClick: () => void };
}

export interface ConfirmOptions {
  header: string;
  message: string;
  acceptLabel?: string;
  rejectLabel?: string;
  /** Styles the accept button as destructive. */
  danger?: boolean;
}

/** Thrown by `request` for every failing call; `fields` maps a field to its message. */
export interface HostApiError extends Error {
  status: number;
  code: string;
  fields: Record<string, string>;
}

/**
 * What the dashboard shell gives every plugin screen, so plugins never reach into the shell:
 * who is signed in, the brand, permission checks, the API, toasts and confirmations.
 * The shell provides it with `<HostContext.Provider>`; screens read it with `useHost()`.
 */
export interface HostServices {
  user: HostUser;
  brand: HostBrand;
  can(slug: string, action?: PermissionAction): boolean;
  features: HostFeatures;
  /** Calls the API with the session; throws HostApiError. SESSION_INVALIDATED is handled by the shell. */
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T>;
  /**
   * Uploads one file to an upload route (multipart/form-data, in the field `file`, as the
   * route's `upload` rule expects); resolves to the route's answer, throws HostApiError.
   */
  upload<T>(path: string, file: Blob, fileName?: string): Promise<T>;
  /** Downloads a file from the API (e.g. a CSV export) under the given name. */
  download(path: string, fileName: string): Promise<void>;
  toast(options: ToastOptions): void;
  confirm(options: ConfirmOptions): Promise<boolean>;
}

export const HostContext = createContext<HostServices | null>(null);

export function useHost(): HostServices {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost() must be used inside a plugin screen rendered by the dashboard shell.');
  return host;
}
