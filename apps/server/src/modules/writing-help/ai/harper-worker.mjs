// The grammar checker's process: Harper (harper.js, WebAssembly) lints here, so a long text never blocks the event
// loop, and its memory goes back to the system when grammar.ts stops it after an idle spell. Plain JavaScript, so
// Node runs it as it is under tsx, vitest and node alike. Protocol: grammar.ts.
import { Dialect, LocalLinter, SuggestionKind } from 'harper.js';
import { binary } from 'harper.js/binary';

// WorkerLinter needs browser workers; inside this Node process, LocalLinter is the one that works.
const linter = new LocalLinter({ binary, dialect: Dialect.American });
await linter.setup();

/**
 * What a suggestion puts in place of the lint's span: Harper's InsertAfter suggestions (an Oxford comma) name only
 * what to add after the span, which must stay (replacing the span with it would delete the word).
 */
function replacementOf(problem, suggestion) {
  if (!suggestion) return null;
  switch (suggestion.kind()) {
    case SuggestionKind.Remove:
      return '';
    case SuggestionKind.InsertAfter:
      return problem + suggestion.get_replacement_text();
    default:
      return suggestion.get_replacement_text();
  }
}

process.on('message', async ({ id, text }) => {
  try {
    const lints = await linter.lint(text, { language: 'plaintext' });
    const issues = lints.map((lint) => {
      const span = lint.span();
      const [fix] = lint.suggestions();
      // harper.js answers spans in JavaScript string indices (UTF-16 units).
      const issue = {
        start: span.start,
        end: span.end,
        message: lint.message(),
        replacement: replacementOf(text.slice(span.start, span.end), fix),
        kind: lint.lint_kind(),
      };
      lint.free();
      return issue;
    });
    process.send({ type: 'done', id, issues });
  } catch (error) {
    process.send({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  }
});
process.send({ type: 'ready' });
// The server gone (its IPC channel closed): nothing left to answer.
process.on('disconnect', () => process.exit(0));
