// The grammar checker's thread: Harper (harper.js, WebAssembly) lints here, so a long text never blocks the event
// loop. Plain JavaScript, so Node runs it as it is under tsx, vitest and node alike. Protocol: grammar.ts.
import { parentPort } from 'node:worker_threads';
import { Dialect, LocalLinter } from 'harper.js';
import { binary } from 'harper.js/binary';

// WorkerLinter needs browser workers; inside this Node thread, LocalLinter is the one that works.
const linter = new LocalLinter({ binary, dialect: Dialect.American });
await linter.setup();

parentPort.on('message', async ({ id, text }) => {
  try {
    const lints = await linter.lint(text, { language: 'plaintext' });
    const issues = lints.map((lint) => {
      const span = lint.span();
      const [fix] = lint.suggestions();
      return {
        // harper.js answers spans in JavaScript string indices (UTF-16 units).
        start: span.start,
        end: span.end,
        message: lint.message(),
        replacement: fix ? fix.get_replacement_text() : null,
      };
    });
    parentPort.postMessage({ type: 'done', id, issues });
  } catch (error) {
    parentPort.postMessage({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ type: 'ready' });
