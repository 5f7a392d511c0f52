// The reference of the tus bench, in a process of its own: @tus/server with @tus/file-store and nothing
// else (no framework, no session, no database, no hooks), as their documentation starts one. Uploads
// go to DIR under `/files`. Listens on 127.0.0.1 at a free port and prints `listening <port>` once
// ready. Usage: node bench/tus-reference-server.mjs DIR
import fs from 'node:fs';
import http from 'node:http';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';

const dir = process.argv[2];
if (!dir || !fs.statSync(dir).isDirectory()) throw new Error('usage: node bench/tus-reference-server.mjs DIR');

const tus = new Server({ path: '/files', datastore: new FileStore({ directory: dir }) });
const server = http.createServer((request, response) => tus.handle(request, response));

server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
