/**
 * The home-page scenario's LCP baseline: a raw `node:http` server with a minimal static page that
 * shows one image. The image's bytes come from BENCH_IMAGE_FILE (content type BENCH_IMAGE_TYPE).
 * Like the Luckwell server's static files, a compressible image (SVG) of 1 KB or more is sent as
 * brotli or gzip (compressed once, at start-up) to a browser that accepts it. Started as a child
 * process on PORT/HOST; the harness waits for `GET /` to answer 200.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import zlib from 'node:zlib';

const port = Number(process.env.PORT ?? 0);
const host = process.env.HOST ?? '127.0.0.1';
const image = readFileSync(process.env.BENCH_IMAGE_FILE ?? '');
const imageType = process.env.BENCH_IMAGE_TYPE ?? 'application/octet-stream';

const compressible = /svg|xml|javascript|json|text/.test(imageType) && image.length >= 1024;
const variants = compressible
  ? {
      br: zlib.brotliCompressSync(image, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: image.length,
        },
      }),
      gzip: zlib.gzipSync(image, { level: 9 }),
    }
  : {};

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Baseline</title>
    <style>body{margin:0;background:#070b1a}img{display:block;width:100%;height:auto}</style>
  </head>
  <body>
    <img src="/image" alt="" />
  </body>
</html>
`;

const server = createServer((request, response) => {
  const url = (request.url ?? '/').split('?')[0];
  if (url === '/') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(page);
  } else if (url === '/image') {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = ['br', 'gzip'].find((e) => variants[e] && new RegExp(`\\b${e}\\b`).test(accepted));
    const headers = { 'content-type': imageType, 'cache-control': 'no-cache', vary: 'accept-encoding' };
    if (encoding) headers['content-encoding'] = encoding;
    response.writeHead(200, headers);
    response.end(encoding ? variants[encoding] : image);
  } else {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not found');
  }
});

server.listen(port, host, () => console.log(`static page listening on http://${host}:${port}/`));

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
