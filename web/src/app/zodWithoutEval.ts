import { config } from 'zod';

/**
 * The dashboard's Content-Security-Policy allows no `eval` (core/src/http/contentSecurityPolicy.ts).
 * Zod compiles object schemas with `new Function` when it may, and finds out by trying: under
 * the policy that try is a reported violation on every page that validates anything. Told up
 * front, it never tries. Its config lives on globalThis, so the plugins' own copies follow it.
 * Imported first by main.tsx, before any module can parse with a schema.
 */
config({ jitless: true });
