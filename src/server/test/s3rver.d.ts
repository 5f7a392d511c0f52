// Types for s3rver 3.7 (the S3-compatible test server), which ships none. Only what the tests use.
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    /** Creates the buckets of `configureBuckets` (run() does it too). */
    configureBuckets(): Promise<void>;
    /** The request handler, to serve from an HTTP server of one's own. */
    getMiddleware(): (request: IncomingMessage, response: ServerResponse) => void;
    close(): Promise<void>;
  }
}
