import { createServer } from 'node:http';

/** The baseline: plain node:http answering /api/hello's JSON (and /api/health's for the health row), with nothing behind it. */
const hello = JSON.stringify({ hello: 'world' });
const health = JSON.stringify({ status: 'ok', db: 'pglite', jobs: { state: 'running', workers: true, queues: ['core.auth.prune', 'core.mail.send'] } });
const server = createServer((req, res) => {
  const body = req.url === '/api/hello' ? hello : health;
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
