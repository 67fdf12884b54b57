import { z } from 'zod';

/** An email address as every form of the product takes it: trimmed, lower-cased, at most 254 characters. */
export const email = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .toLowerCase()
  .max(254, 'An email address has at most 254 characters.')
  .pipe(z.email({ error: 'Enter a valid email address.' }));
