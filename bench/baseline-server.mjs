// The baseline of the transfer benches, in a process of its own: a plain Node HTTP server with no
// framework, no parsing and no database. `POST /upload` streams the request body to a file in DIR;
// `GET /files/<name>` pipes the file DIR/<name> back. Listens on 127.0.0.1 at a free port and prints
// `listening <port>` once ready. Usage: node bench/baseline-server.mjs DIR
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const dir = process.argv[2];
if (!dir || !fs.statSync(dir).isDirectory()) throw new Error('usage: node bench/baseline-server.mjs DIR');
let uploads = 0;

const server = http.createServer(async (request, response) => {
  try {
    if (request.method === 'POST' && request.url === '/upload') {
      uploads += 1;
      await pipeline(request, fs.createWriteStream(path.join(dir, `upload-${uploads}.bin`)));
      response.writeHead(201, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    const name = /^\/files\/([\w.-]+)$/.exec(request.url ?? '')?.[1];
    if (request.method === 'GET' && name) {
      const file = path.join(dir, name);
      const { size } = await fs.promises.stat(file);
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': size });
      await pipeline(fs.createReadStream(file), response);
      return;
    }
    response.writeHead(404).end();
  } catch (error) {
    if (!response.headersSent) response.writeHead(500).end(String(error));
    else response.destroy();
  }
});

server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
