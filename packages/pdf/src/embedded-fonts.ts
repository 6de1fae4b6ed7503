import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { familyOf, fontNames, sfntLength, sfntTables } from './sfnt.ts';

/** A font Typst's node compiler has built in, copied out of its binary. */
export interface EmbeddedFont {
  /** What Typst matches `font: "…"` against. */
  family: string;
  /** The name table's full name (ID 4). */
  fullName: string;
  /** A file name for it: its PostScript name with the extension of its outlines (`.otf` CFF, `.ttf` TrueType). */
  file: string;
  bytes: Uint8Array;
}

/**
 * The embedded faces the templates and the design's fonts can ask for, by full name: Libertinus Serif (the classic
 * template, the design's 'Libertinus Serif'), New Computer Modern 10 (the design's 'New Computer Modern') and DejaVu
 * Sans Mono (Typst's raw text). The math faces stay out: no template sets math.
 *
 * New Computer Modern's name table says "NewComputerModern10" (IDs 1 and 4, no ID 16), but Typst knows the family as
 * "New Computer Modern" (the node compiler warns "unknown font family" for "NewComputerModern10"; test/
 * embedded-fonts.test.ts checks both), so its family is given here.
 */
export const EMBEDDED_FACES: ReadonlyMap<string, { family?: string }> = new Map([
  ['Libertinus Serif Regular', {}],
  ['Libertinus Serif Italic', {}],
  ['Libertinus Serif Bold', {}],
  ['Libertinus Serif Bold Italic', {}],
  ['Libertinus Serif Semibold', {}],
  ['Libertinus Serif Semibold Italic', {}],
  ['NewComputerModern10-Regular', { family: 'New Computer Modern' }],
  ['NewComputerModern10-Bold', { family: 'New Computer Modern' }],
  ['NewComputerModern10-Italic', { family: 'New Computer Modern' }],
  ['NewComputerModern10-BoldItalic', { family: 'New Computer Modern' }],
  ['DejaVu Sans Mono', {}],
  ['DejaVu Sans Mono Bold', {}],
  ['DejaVu Sans Mono Oblique', {}],
  ['DejaVu Sans Mono Bold Oblique', {}],
]);

/** A font's table count, for the scan: every real font has at least the required tables and rarely more than 30. */
const TABLE_COUNT = { min: 5, max: 40 };

/** The two sfnt versions the embedded fonts start with: CFF ('OTTO') and TrueType outlines. */
const SIGNATURES = [Buffer.from('OTTO', 'latin1'), Buffer.from([0, 1, 0, 0])];

/** napi-rs's names for this platform's build of the node compiler, most likely first. */
function platformSuffixes(): string[] {
  const { platform, arch } = process;
  if (platform === 'win32') return [`win32-${arch}-msvc`];
  if (platform === 'darwin') return [`darwin-${arch}`, 'darwin-universal'];
  if (platform === 'linux') {
    if (arch === 'arm') return ['linux-arm-gnueabihf', 'linux-arm-musleabihf'];
    const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
    const libc = report?.header?.glibcVersionRuntime ? ['gnu', 'musl'] : ['musl', 'gnu'];
    return libc.map((abi) => `linux-${arch}-${abi}`);
  }
  return [`${platform}-${arch}`];
}

/**
 * The path of the node compiler's native binary for this platform, found as the compiler's own loader finds it: a
 * local build beside the package's index, else the platform package (an optional dependency of the compiler).
 */
export function typstCompilerBinary(): string {
  const index = createRequire(import.meta.url).resolve('@myriaddreamin/typst-ts-node-compiler');
  const fromCompiler = createRequire(index);
  for (const suffix of platformSuffixes()) {
    const beside = path.join(path.dirname(index), `typst-ts-node-compiler.${suffix}.node`);
    if (existsSync(beside)) return beside;
    try {
      return fromCompiler.resolve(`@myriaddreamin/typst-ts-node-compiler-${suffix}`);
    } catch {
      // Not this one: try the next.
    }
  }
  throw new Error(`No typst-ts-node-compiler binary for ${process.platform}-${process.arch}`);
}

/**
 * The faces of EMBEDDED_FACES found in `binary`: every place an sfnt version starts is looked at, and a font is one
 * whose table directory is sane (see sfntTables), whose name table parses and whose full name is wanted; its length
 * is where its last table ends. Each font is copied out, so the binary's buffer can go.
 */
export function findEmbeddedFonts(binary: Uint8Array): EmbeddedFont[] {
  const buffer = Buffer.from(binary.buffer, binary.byteOffset, binary.byteLength);
  const found = new Map<string, EmbeddedFont>();
  for (const signature of SIGNATURES) {
    for (let at = buffer.indexOf(signature); at >= 0; at = buffer.indexOf(signature, at + 4)) {
      const tables = sfntTables(buffer, at, TABLE_COUNT);
      const names = tables && fontNames(buffer, at, tables);
      const fullName = names?.fullName;
      const face = fullName === undefined ? undefined : EMBEDDED_FACES.get(fullName);
      if (!tables || !names || !fullName || !face || found.has(fullName)) continue;
      const family = face.family ?? familyOf(names);
      if (!family) continue;
      const length = sfntLength(tables);
      const extension = signature[0] === 0x4f ? 'otf' : 'ttf';
      const stem = (names.postScriptName ?? fullName).replace(/[^A-Za-z0-9_-]+/g, '-');
      found.set(fullName, {
        family,
        fullName,
        file: `${stem}.${extension}`,
        bytes: new Uint8Array(buffer.subarray(at, at + length)),
      });
      at += length - 4;
    }
  }
  // In EMBEDDED_FACES' order, whatever the binary's.
  return [...EMBEDDED_FACES.keys()].flatMap((name) => found.get(name) ?? []);
}

let extracted: Promise<EmbeddedFont[]> | undefined;

/**
 * The fonts of EMBEDDED_FACES, copied out of the node compiler's binary (~50 MB, read once, on the first call; the
 * answer is kept). Rejects when the binary cannot be found or read; answers fewer faces when a compiler update
 * dropped some.
 */
export function embeddedFonts(): Promise<EmbeddedFont[]> {
  extracted ??= (async () => findEmbeddedFonts(await readFile(typstCompilerBinary())))();
  return extracted;
}
