// The preview worker process: started by preview-child.ts for one file, it reads the request
// from its argument, does the work of preview-extract.ts, sends one message back and exits. Its heap is
// capped by --max-old-space-size and the parent kills it at the wall-clock limit, so a hostile or huge
// document costs this process, never the server.
import { extractPreview, UnreadableFileError, type ExtractRequest, type WorkerReply } from './preview-extract';

const request = JSON.parse(process.argv[2] ?? '{}') as ExtractRequest;

// The server is gone (its end closes the channel): nobody wants the answer. Where setpriv is missing, this
// is what ends a worker whose server was killed, as soon as its work lets the event loop run.
process.on('disconnect', () => process.exit(1));

function reply(message: WorkerReply): void {
  // pdf.js keeps timers of its own: the process ends once the parent has the answer.
  process.send!(message, () => process.exit(0));
}

try {
  const result = await extractPreview(request);
  reply({ ok: true, result, maxRssKb: process.resourceUsage().maxRSS });
} catch (error) {
  reply({
    ok: false,
    isUnreadable: error instanceof UnreadableFileError,
    message: error instanceof Error ? error.message : String(error),
    maxRssKb: process.resourceUsage().maxRSS,
  });
}
