import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm, symlink, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { EMBEDDED_FACES, fontFileList, TEMPLATES_DIR, templateRevision } from '@vitae/pdf';
import { sampleResume } from '@vitae/pdf/sample-resume';
import { MESSAGES, previewFontsSchema, type PreviewFont, type Template } from '@vitae/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, createTestApp, registerUser, type Session, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let user: Session;
let templatesDir: string;
let outside: string;
let templates: Template[];
beforeAll(async () => {
  // The server's own templates, in a folder of the operator's (TEMPLATES_DIR) where someone left a symlink to a file
  // outside and files with odd names.
  templatesDir = await mkdtemp(path.join(tmpdir(), 'vitae-templates-'));
  outside = await mkdtemp(path.join(tmpdir(), 'vitae-outside-'));
  await cp(TEMPLATES_DIR, templatesDir, { recursive: true });
  await writeFile(path.join(outside, 'secret.typ'), '// not a template file');
  await symlink(path.join(outside, 'secret.typ'), path.join(templatesDir, 'classic', 'linked.typ'));
  await symlink(outside, path.join(templatesDir, 'classic', 'linked-folder'));
  await writeFile(path.join(templatesDir, 'classic', '.hidden.typ'), '// hidden');
  await writeFile(path.join(templatesDir, 'classic', 'odd name.typ'), '// a space');
  await mkdir(path.join(templatesDir, 'classic', 'parts'));
  await writeFile(path.join(templatesDir, 'classic', 'parts', 'extra.typ'), '#let extra = "Lato"');
  await writeFile(path.join(templatesDir, 'classic', 'notes.md'), 'not Typst');

  t = await createTestApp({ env: { TEMPLATES_DIR: templatesDir } });
  user = await registerUser(t.app);
  templates = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/get-all-template' })).json().data;
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(templatesDir, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

const idOf = (folderName: string) => templates.find((template) => template.folderName === folderName)!._id;
const previewTemplate = (query = '', headers: Record<string, string> = {}) =>
  as(t.app, user.accessToken)({ method: 'GET', url: `/api/v1/users/preview-template${query}`, headers });
const fontList = async (): Promise<PreviewFont[]> => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/preview-fonts' });
  expect(response.statusCode).toBe(200);
  return previewFontsSchema.parse(response.json().data).fonts;
};

describe('GET /api/v1/users/preview-template', () => {
  it('answers the default template without templateId: shared.typ and its folder’s Typst files, and its fonts', async () => {
    const response = await previewTemplate();
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      templateId: idOf('classic'),
      folderName: 'classic',
      revision: templateRevision('classic', templatesDir),
      families: ['Lato', 'Libertinus Serif'],
      sideColumn: false,
    });
    // No symlink, hidden file, odd name, letter.typ nor anything but .typ.
    expect(data.files.map((file: { path: string }) => file.path)).toEqual([
      'shared.typ',
      'classic/parts/extra.typ',
      'classic/template.typ',
    ]);
    const template = data.files.find((file: { path: string }) => file.path === 'classic/template.typ');
    expect(template.text).toBe(readFileSync(path.join(templatesDir, 'classic', 'template.typ'), 'utf8'));
    expect(response.headers.etag).toBe(`"${data.revision}"`);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers the template named, with the families it names that the fonts have (scripts’ fonts left out)', async () => {
    const banded = (await previewTemplate(`?templateId=${idOf('banded')}`)).json().data;
    expect(banded).toMatchObject({
      templateId: idOf('banded'),
      folderName: 'banded',
      families: ['Lato', 'Source Sans 3'],
      // Laid out in one column past one page, as the PDF is.
      sideColumn: true,
    });
    expect(banded.files.map((file: { path: string }) => file.path)).toEqual(['shared.typ', 'banded/template.typ']);
    // shared.typ names the fonts of scripts, which the client adds only for text with their letters.
    for (const family of ['Noto Sans SC', 'Amiri', 'Heebo']) expect(banded.files[0].text).toContain(`"${family}"`);
    const modern = (await previewTemplate(`?templateId=${idOf('modern')}`)).json().data;
    expect(modern.families).toEqual(['Inter']);
  });

  it('answers 304 with no body when If-None-Match names the revision, and the files otherwise', async () => {
    const etag = (await previewTemplate()).headers.etag as string;
    const again = await previewTemplate('', { 'if-none-match': `W/"other", ${etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await previewTemplate('', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // Another template is another revision.
    const banded = await previewTemplate(`?templateId=${idOf('banded')}`, { 'if-none-match': etag });
    expect(banded.statusCode).toBe(200);
  });

  it('refuses an unknown template as generate-resume does, and asks for a session', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const generated = await as(
      t.app,
      user.accessToken,
    )({
      method: 'POST',
      url: '/api/v1/users/generate-resume',
      payload: { ...sampleResume, templateId: unknown },
    });
    for (const templateId of [unknown, 'not-an-id']) {
      const response = await previewTemplate(`?templateId=${templateId}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MESSAGES.unknownTemplate);
    }
    expect(generated.statusCode).toBe(400);
    expect(generated.json().message).toBe(MESSAGES.unknownTemplate);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/users/preview-template' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('describes the three routes with their schemas', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const template = spec.paths['/api/v1/users/preview-template'].get;
    expect(template.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['templateId']);
    expect(
      Object.keys(template.responses['200'].content['application/json'].schema.properties.data.properties),
    ).toEqual(['templateId', 'folderName', 'revision', 'files', 'families', 'sideColumn']);
    expect(spec.paths['/api/v1/preview-fonts'].get.summary).toBeTruthy();
    expect(spec.paths['/api/v1/preview-fonts/{hash}/{file}'].get.security).toBeUndefined();
  });
});

describe('GET /api/v1/preview-fonts', () => {
  it('lists every font file and the compiler’s built-in faces, with families, sizes and addresses, to anyone', async () => {
    const fonts = await fontList();
    const files = fontFileList();
    expect(fonts).toHaveLength(files.length + EMBEDDED_FACES.size);
    for (const { path: file, script } of files) {
      const bytes = readFileSync(file);
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
      expect(fonts).toContainEqual(
        expect.objectContaining({
          file: path.basename(file),
          bytes: bytes.byteLength,
          script,
          url: `/api/v1/preview-fonts/${hash}/${path.basename(file)}`,
        }),
      );
    }
    const familyOf = (file: string) => fonts.find((font) => font.file === file)?.family;
    expect(familyOf('Inter_600SemiBold.ttf')).toBe('Inter');
    expect(familyOf('NotoSansSC_400Regular.ttf')).toBe('Noto Sans SC');
    const ofScript = (script: string) => fonts.filter((font) => font.script === script).map((font) => font.family);
    expect(ofScript('cjk')).toEqual(['Noto Sans SC', 'Noto Sans SC', 'Noto Sans KR', 'Noto Sans KR']);
    expect(ofScript('arabic')).toEqual(['Amiri', 'Amiri']);
    expect(ofScript('hebrew')).toEqual(['Heebo', 'Heebo', 'Heebo', 'Heebo']);
    expect(fonts.filter((font) => font.script === null)).toHaveLength(
      files.filter((file) => file.script === null).length + EMBEDDED_FACES.size,
    );
    expect(fonts.filter((font) => font.family === 'Libertinus Serif')).toHaveLength(6);
    expect(fonts.filter((font) => font.family === 'New Computer Modern')).toHaveLength(4);
    expect(fonts.filter((font) => font.family === 'DejaVu Sans Mono')).toHaveLength(4);
    for (const font of fonts) expect(font.url).toMatch(/^\/api\/v1\/preview-fonts\/[0-9a-f]{16}\/[\w.-]+\.(ttf|otf)$/);
  });
});

describe('GET /api/v1/preview-fonts/:hash/:file', () => {
  const fetchFont = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('answers the font’s bytes, brotli or gzip when the client takes it, for good', async () => {
    const fonts = await fontList();
    const lato = fonts.find((font) => font.file === 'Lato_400Regular.ttf')!;
    const bytes = readFileSync(fontFileList().find((font) => font.path.endsWith(lato.file))!.path);

    const plain = await fetchFont(lato.url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('font/ttf');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.rawPayload.equals(bytes)).toBe(true);

    const br = await fetchFont(lato.url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.byteLength).toBeLessThan(bytes.byteLength);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(bytes)).toBe(true);

    const gzip = await fetchFont(lato.url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).equals(bytes)).toBe(true);
    expect((await fetchFont(lato.url, 'br;q=0, identity')).headers['content-encoding']).toBeUndefined();
  });

  it("serves the compiler's built-in fonts as OpenType files that read back as themselves", async () => {
    const libertinus = (await fontList()).find((font) => font.file === 'LibertinusSerif-Regular.otf')!;
    expect(libertinus.family).toBe('Libertinus Serif');
    const response = await fetchFont(libertinus.url, 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/otf');
    const bytes = zlib.brotliDecompressSync(response.rawPayload);
    expect(bytes.byteLength).toBe(libertinus.bytes);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('OTTO');
    expect(createHash('sha256').update(bytes).digest('hex').slice(0, 16)).toBe(libertinus.url.split('/')[4]);
  });

  it('compresses a font once per encoding, however many ask for it, even at once', async () => {
    const brotli = vi.spyOn(zlib, 'brotliCompress');
    const font = (await fontList()).find((candidate) => candidate.file === 'EBGaramond_700Bold.ttf')!;
    const answers = await Promise.all([1, 2, 3].map(() => fetchFont(font.url, 'br')));
    answers.push(await fetchFont(font.url, 'br'));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(1);
    expect(brotli).toHaveBeenCalledTimes(1);
  });

  it('answers 404 in the envelope for an address that is not a font’s', async () => {
    const [font] = await fontList();
    const hash = font!.url.split('/')[4]!;
    for (const url of [
      `/api/v1/preview-fonts/0000000000000000/${font!.file}`,
      `/api/v1/preview-fonts/${hash}/Other.ttf`,
      `/api/v1/preview-fonts/${hash}/..%2F..%2Fpackage.json`,
    ]) {
      const response = await fetchFont(url, 'br');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: MESSAGES.routeNotFound });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});
