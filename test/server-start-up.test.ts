import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the build script is plain JavaScript, with no declarations
import { serverBuildOptions } from '../apps/server/build.mjs';

/**
 * The modules that `node apps/server/dist/server.js` loads before it listens: the entry's chunk and every chunk it
 * imports statically, transitively (a dynamic import() loads its chunk only when that code runs).
 */
function modulesLoadedAtStart(metafile: Metafile): Set<string> {
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((file) => outputs[file]!.entryPoint === 'apps/server/src/server.ts');
  if (!entry) throw new Error('the build has no server entry');
  const chunks = new Set<string>();
  const visit = (file: string) => {
    if (chunks.has(file)) return;
    chunks.add(file);
    for (const imported of outputs[file]!.imports) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(entry);
  return new Set([...chunks].flatMap((file) => Object.keys(outputs[file]!.inputs)));
}

describe('the compiled server loads at start only what a request may need at once', () => {
  it('keeps the AI SDKs, docx, ioredis and the PDF reader for their first use', async () => {
    const { metafile } = await build({ ...serverBuildOptions, write: false, metafile: true, sourcemap: false });
    if (!metafile) throw new Error('esbuild wrote no metafile');
    const atStart = [...modulesLoadedAtStart(metafile)];
    const packageOf = (input: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
    const packages = new Set(atStart.map(packageOf).filter(Boolean));

    // What every start needs is there (the check would be empty if the graph were misread).
    expect(packages).toContain('fastify');
    expect(atStart).toContain('apps/server/src/app.ts');
    // Loaded with the first Gemini or OpenAI prompt, Word export, REDIS_URL, PDF import.
    for (const lazy of ['@google/genai', 'openai', 'docx', 'ioredis', 'unpdf']) expect(packages).not.toContain(lazy);
    expect(atStart).not.toContain('apps/server/src/modules/export/docx.ts');

    // Each of them is still in the build, in a chunk of its own loaded on demand.
    const everything = new Set(Object.keys(metafile.inputs).map(packageOf));
    for (const lazy of ['@google/genai', 'openai', 'docx', 'ioredis', 'unpdf']) expect(everything).toContain(lazy);
  }, 60_000);
});
