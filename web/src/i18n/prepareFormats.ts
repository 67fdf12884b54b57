/**
 * Signed-in pages show times and numbers in the user's language (the dashboard's realtime
 * card, the notifications, plugins' widgets). The first of them formatted on a page sets up
 * the browser's formatting data: one long task (30-50 ms measured here), which landed when the
 * realtime socket's first message arrived, soon after the first paint, and blocked the page.
 * Done in a task of its own at start, it runs while the page waits for the session and the
 * screen's code; later formatters are then made in a few milliseconds.
 */
export function prepareFormats(language: string): void {
  setTimeout(() => {
    new Date().toLocaleTimeString(language);
    new Intl.NumberFormat(language).format(0);
  }, 0);
}
