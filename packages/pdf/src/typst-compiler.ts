import path from 'node:path';
import { type CompileDocArgs, NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import { fontFiles } from './fonts.ts';
import { TEMPLATES_DIR } from './registry.ts';
import type { TemplateData } from './template-data.ts';

/**
 * Typst memoises layout work across compiles; after each compile, results unused for this many compiles are evicted,
 * which keeps what every render reuses (parsed templates, fonts) and drops what belonged to old content.
 */
const EVICT_MAX_AGE = 3;

export class TypstCompileError extends Error {
  override readonly name = 'TypstCompileError';
}

export interface ResumeTypstCompiler {
  /** Compiles `<templatesDir>/<folder>/template.typ` with the data as `sys.inputs.resume`. Synchronous and CPU-bound. */
  compile(folder: string, data: TemplateData): Uint8Array;
}

function describeDiagnostics(diagnostics: unknown[]): string {
  return diagnostics
    .map((diagnostic) => {
      if (typeof diagnostic !== 'object' || diagnostic === null) return String(diagnostic);
      const { message, path: file, range } = diagnostic as { message?: unknown; path?: unknown; range?: unknown };
      const where = range === undefined ? '' : JSON.stringify(range);
      return [file, where, message].filter((part) => part !== undefined && part !== '').join(' ');
    })
    .join('; ');
}

/**
 * One long-lived Typst compiler rooted at the templates folder (templates may read files only below it). Reusing it
 * keeps fonts loaded and parsed templates cached; each worker thread owns one.
 */
export function createResumeTypstCompiler(templatesDir: string = TEMPLATES_DIR): ResumeTypstCompiler {
  const compiler = NodeCompiler.create({ workspace: templatesDir, fontArgs: [{ fontPaths: fontFiles() }] });

  return {
    compile(folder, data) {
      const args = {
        mainFilePath: path.join(templatesDir, folder, 'template.typ'),
        inputs: { resume: JSON.stringify(data) },
      };
      try {
        // pdf() compiles and exports in one native call: no document object is left for the JS garbage collector.
        return new Uint8Array(compiler.pdf(args));
      } catch (error) {
        throw new TypstCompileError(`Typst could not compile template "${folder}": ${diagnosticsOf(compiler, args)}`, {
          cause: error,
        });
      } finally {
        compiler.evictCache(EVICT_MAX_AGE);
      }
    },
  };
}

/** Compiles again to read the diagnostics (the failure path only). */
function diagnosticsOf(compiler: NodeCompiler, args: CompileDocArgs): string {
  const result = compiler.compile(args);
  const diagnostics = result.takeDiagnostics();
  return diagnostics ? describeDiagnostics(compiler.fetchDiagnostics(diagnostics)) : 'no diagnostics';
}
