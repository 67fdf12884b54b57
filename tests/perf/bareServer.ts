import { createServer } from 'node:http';

/** The baseline: plain node:http answering the same JSON as /api/health, with nothing behind it. */
const body = JSON.stringify({ status: 'ok', db: 'pglite', jobs: { state: 'running', workers: true, queues: ['core.auth.prune', 'core.mail.send'] } });
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
