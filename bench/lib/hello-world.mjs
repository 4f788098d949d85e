/**
 * The baseline: a raw `node:http` hello world, nothing else. Started as a child process by the
 * api-overhead scenario on PORT/HOST; the harness waits for `GET /` to answer 200.
 */
import { createServer } from 'node:http';

const port = Number(process.env.PORT ?? 0);
const host = process.env.HOST ?? '127.0.0.1';

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain' });
  response.end('hello world');
});

server.listen(port, host, () => console.log(`hello world listening on http://${host}:${port}/`));

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
