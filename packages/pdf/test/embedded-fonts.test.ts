import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EMBEDDED_FACES,
  type EmbeddedFont,
  embeddedFonts,
  findEmbeddedFonts,
  typstCompilerBinary,
} from '../src/embedded-fonts.ts';
import { fontFileList } from '../src/fonts.ts';
import { familyOf, fontNames, sfntLength, sfntTables } from '../src/sfnt.ts';

let fonts: EmbeddedFont[];
beforeAll(async () => {
  fonts = await embeddedFonts();
});

/** The families Typst does not know, by the warnings of a document that sets each with no fallback. */
function unknownFamilies(families: string[], fontPaths: string[] = []): string[] {
  const compiler = NodeCompiler.create({ fontArgs: [{ fontPaths }] });
  return families.filter((family) => {
    const result = compiler.compile({
      mainFileContent: `#set text(font: ${JSON.stringify(family)}, fallback: false)\nAa`,
    });
    const warnings = result.takeWarnings();
    const messages = warnings ? compiler.fetchDiagnostics(warnings).map((d: { message: string }) => d.message) : [];
    return messages.some((message: string) => message.includes('unknown font family'));
  });
}

describe('the fonts built into the node compiler', () => {
  it('finds the platform binary through the compiler package', () => {
    expect(path.basename(typstCompilerBinary())).toMatch(/^typst-ts-node-compiler\..+\.node$/);
  });

  it('copies out every face the templates and design fonts need, each a font of its own', () => {
    expect(fonts.map((font) => font.fullName)).toEqual([...EMBEDDED_FACES.keys()]);
    for (const font of fonts) {
      expect(font.bytes.byteLength).toBeGreaterThan(100_000);
      // The bytes alone are a whole font: its directory is sane from byte 0, it ends where its last table does,
      // and its name table reads back the face.
      const tables = sfntTables(font.bytes);
      expect(tables).toBeDefined();
      expect(sfntLength(tables!)).toBe(font.bytes.byteLength);
      expect(fontNames(font.bytes)?.fullName).toBe(font.fullName);
    }
    expect(new Set(fonts.map((font) => font.file)).size).toBe(fonts.length);
    expect(fonts.find((font) => font.fullName === 'Libertinus Serif Regular')?.file).toBe(
      'LibertinusSerif-Regular.otf',
    );
    expect(fonts.find((font) => font.fullName === 'DejaVu Sans Mono')?.file).toBe('DejaVuSansMono.ttf');
  });

  it("names each family as Typst matches it: New Computer Modern's own name is not Typst's", () => {
    expect([...new Set(fonts.map((font) => font.family))]).toEqual([
      'Libertinus Serif',
      'New Computer Modern',
      'DejaVu Sans Mono',
    ]);
    const ncm = fonts.find((font) => font.fullName === 'NewComputerModern10-Regular')!;
    expect(familyOf(fontNames(ncm.bytes)!)).toBe('NewComputerModern10');
    expect(
      unknownFamilies(['New Computer Modern', 'Libertinus Serif', 'DejaVu Sans Mono', 'NewComputerModern10']),
    ).toEqual(['NewComputerModern10']);
  });

  it('reads the same fonts from a binary, wherever in it they are, and nothing from noise', () => {
    const [first, second] = [fonts[0]!, fonts.at(-1)!];
    const noise = Buffer.from('OTTO\x00\x07 and \x00\x01\x00\x00\x00\x20 are not fonts', 'latin1');
    const binary = Buffer.concat([noise, Buffer.from(second.bytes), noise, Buffer.from(first.bytes), noise]);
    const found = findEmbeddedFonts(binary);
    expect(found.map((font) => font.fullName)).toEqual([first.fullName, second.fullName]);
    expect(Buffer.from(found[1]!.bytes).equals(Buffer.from(second.bytes))).toBe(true);
    expect(findEmbeddedFonts(noise)).toEqual([]);
    // A directory whose table runs past the end is no font.
    expect(findEmbeddedFonts(first.bytes.subarray(0, first.bytes.byteLength - 1))).toEqual([]);
  });

  it('reads the memoised extraction once', async () => {
    expect(await embeddedFonts()).toBe(fonts);
  });
});

describe('the font files the templates use', () => {
  it('each name its family as Typst matches it (the typographic family, else name ID 1)', () => {
    const families = new Map<string, string>();
    for (const { path: file } of fontFileList()) {
      const family = familyOf(fontNames(readFileSync(file))!);
      expect(family).toBeDefined();
      families.set(path.basename(file), family!);
    }
    expect(families.get('Inter_600SemiBold.ttf')).toBe('Inter');
    expect(families.get('SourceSans3_600SemiBold_Italic.ttf')).toBe('Source Sans 3');
    expect(families.get('NotoSansKR_700Bold.ttf')).toBe('Noto Sans KR');
    expect(families.get('Amiri_700Bold.ttf')).toBe('Amiri');
    expect(families.get('Heebo_500Medium.ttf')).toBe('Heebo');
    const all = [...new Set(families.values())];
    expect(all).toHaveLength(10);
    expect(
      unknownFamilies(
        all,
        fontFileList().map((font) => font.path),
      ),
    ).toEqual([]);
  });
});
