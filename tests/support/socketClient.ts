import WebSocket from 'ws';

/** Opens the product's WebSocket with a client's cookies and collects what arrives. */
export async function openSocket(
  baseUrl: string,
  cookie: string,
): Promise<{ messages: Array<Record<string, unknown>>; socket: WebSocket; closed: Promise<number> }> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws`, { headers: { cookie } });
  const messages: Array<Record<string, unknown>> = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    socket.once('error', reject);
  });
  return { messages, socket, closed };
}

export async function waitForMessage(messages: Array<Record<string, unknown>>, type: string, timeoutMs = 10_000): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = messages.find((m) => m.type === type);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${type} message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
