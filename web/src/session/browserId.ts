import { readLocal, writeLocal } from './storage';

const KEY = 'browserId';
/** Spec 9: random ids default to 20 characters. */
const ID_LENGTH = 20;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

// getRandomValues works on plain http too, unlike crypto.randomUUID.
function randomId(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

/**
 * The unique id of this browser (spec 3.8), kept in localStorage and sent with every API
 * call. Logout removes it with the rest of the app's storage; the next call makes a new one.
 */
export function getBrowserId(): string {
  const existing = readLocal(KEY);
  if (existing) return existing;
  const id = randomId(ID_LENGTH);
  writeLocal(KEY, id);
  return id;
}
