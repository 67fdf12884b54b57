/**
 * A light check of an e-mail address's shape for the shell's forms (the contacts plugin keeps the
 * same one in its dialog); the server's stricter one answers with a field message too. It runs on
 * every keystroke, whatever the length (zod's checks do not stop at the length one), so it is
 * linear: the domain's first character, then no dot until the first dot after it, so nothing can
 * be matched in two ways. It takes what /^[^\s@]+@[^\s@]+\.[^\s@]+$/ took, which tried every dot
 * of a long pasted text against every end.
 */
export const emailShape = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
