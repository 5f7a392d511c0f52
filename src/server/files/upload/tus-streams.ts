// How the bytes of a resumable upload travel from the socket to the disk. @tus/server reads a request's body
// as a web stream, which srvx makes with Readable.toWeb: a copy of every 64 KiB chunk, and the socket paused
// after each one; @tus/file-store then writes through a 16 KiB buffer. Together they held a PATCH to about
// half of what a plain pipe to a file reaches. Here the chunks pass by reference, and the socket and the
// disk each work while a socket read (UPLOAD_STREAM_BUFFER_BYTES) waits for the other. Everything else
// (headers, offsets, locks, limits, hooks) is still tus's own.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { finished, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS } from '@tus/server';
import { NodeRequest } from 'srvx/node';
import { UPLOAD_STREAM_BUFFER_BYTES } from './upload';

/** A tus request over Node's request whose body is read without the copies of Readable.toWeb. */
export class TusNodeRequest extends NodeRequest {
  readonly #raw: IncomingMessage;
  #body: ReadableStream<Uint8Array<ArrayBuffer>> | null | undefined;

  constructor(context: { req: IncomingMessage; res: ServerResponse }) {
    super(context);
    this.#raw = context.req;
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    if (this.#body === undefined) {
      const method = this.#raw.method;
      this.#body = method === 'GET' || method === 'HEAD' ? null : bodyStreamOf(this.#raw);
    }
    return this.#body;
  }
}

/**
 * The request's bytes as a web stream: each chunk is handed on as it came (nothing else holds it), and
 * the socket is paused only while a full buffer waits to be read. A cut connection fails the stream, as
 * Readable.toWeb's does, so tus sees the upload end early.
 */
function bodyStreamOf(request: IncomingMessage): ReadableStream<Uint8Array<ArrayBuffer>> {
  let ended = false;
  return new ReadableStream<Uint8Array<ArrayBuffer>>(
    {
      start(controller) {
        request.pause();
        request.on('data', (chunk: Buffer<ArrayBuffer>) => {
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 0) <= 0) request.pause();
        });
        finished(request, (error) => {
          if (ended) return;
          ended = true;
          if (error) controller.error(error);
          else controller.close();
        });
      },
      pull() {
        request.resume();
      },
      cancel(reason) {
        ended = true;
        request.destroy(reason instanceof Error ? reason : undefined);
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: UPLOAD_STREAM_BUFFER_BYTES }),
  );
}

/** @tus/file-store with one buffered write stream per PATCH and no stage between it and the request. */
export class TusFileStore extends FileStore {
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    // Ids are the server's own (32 hex digits, checked before tus sees the request): no path in them.
    const out = fs.createWriteStream(path.join(this.directory, id), {
      flags: 'r+',
      start: offset,
      highWaterMark: UPLOAD_STREAM_BUFFER_BYTES,
    });
    try {
      await pipeline(readable, out);
    } catch {
      // As FileStore's own write: tus answers a failed write (a cut connection included) with its error.
      throw ERRORS.FILE_WRITE_ERROR;
    }
    return offset + out.bytesWritten;
  }
}
