import type { Page } from 'playwright-core';

/**
 * Settles once the page's realtime socket (/api/ws) is open and the server has greeted it (its
 * first message, `hello`): from then on the page hears what the server pushes (a session signed
 * out elsewhere). Call it before the page opens the dashboard, so the socket is not missed.
 */
export function realtimeConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname === '/api/ws') socket.once('framereceived', () => resolve());
    });
  });
}
