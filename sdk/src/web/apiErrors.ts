import type { HostApiError } from './host.ts';

/** True for what `host.request` throws; any other error is a bug in the screen. */
export function isHostApiError(value: unknown, code?: string): value is HostApiError {
  if (!(value instanceof Error)) return false;
  const candidate = value as Partial<HostApiError>;
  const shaped =
    typeof candidate.status === 'number' && typeof candidate.code === 'string' && typeof candidate.fields === 'object' && candidate.fields !== null;
  return shaped && (code === undefined || candidate.code === code);
}

/** The message to show for a failed call: the server's own text, or `fallback` for anything else. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isHostApiError(error) && error.message) return error.message;
  return fallback;
}
