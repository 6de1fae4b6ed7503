import { toTemplateData } from '@vitae/pdf';
import { sampleResume } from '@vitae/pdf/sample-resume';
import { IMPORT_AI_WARNINGS, IMPORT_MESSAGES, LIMITS, type Resume, resumeContentSchema } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResumeTypstCompiler } from '../../../packages/pdf/src/typst-compiler.ts';
import {
  startFakeGemini,
  startFakeOpenAi,
  type FakeAiServer,
  type RecordedRequest,
} from './helpers/fake-ai-servers.ts';
import { expectRefused, type FormPart, importedData, type ImportUser, newImportUser } from './helpers/imports.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Short, so the test of a model that never answers ends soon. */
const TIMEOUT_MS = 2000;

const pdf = createResumeTypstCompiler().compile('classic', toTemplateData(resumeContentSchema.parse(sampleResume)));

const filePart = (content: string | Uint8Array = pdf, filename = 'resume.pdf'): FormPart => ({
  name: 'file',
  content,
  filename,
});
const improvePart: FormPart = { name: 'improve', content: 'ai' };

const newUser = (t: TestApp) => newImportUser(t.app, 'resume.pdf');

/** A model's answer: prose around one fenced JSON block, cut into pieces so the JSON splits mid-way. */
const fenced = (value: unknown, json = JSON.stringify(value, null, 2), size = 9) =>
  `Here is the resume:\n\n\`\`\`json\n${json}\n\`\`\`\n`.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;

/** What the model makes of the PDF: a different job title, a list as "- " lines, fields left empty. */
const improvedAnswer = {
  fullName: 'Amelia Novak',
  jobTitle: 'Staff Platform Engineer',
  email: '',
  summary: 'Engineer at R&D, "5 < 6".\n- Builds platforms\n- Leads people',
  experience: [
    {
      title: 'Senior Software Engineer',
      companyName: 'Lumen Analytics',
      city: 'Portland',
      state: 'OR',
      startDate: '2021-03',
      endDate: '',
      currentlyWorking: true,
      workSummary: '- Led the redesign of the event ingestion pipeline\n- Cut monthly cloud spend by 34%',
    },
  ],
  skills: [],
};

interface ProviderCase {
  name: 'gemini' | 'openai';
  start(): Promise<FakeAiServer>;
  env(url: string): Record<string, string>;
  promptOf(request: RecordedRequest): string;
}

const cases: ProviderCase[] = [
  {
    name: 'gemini',
    start: startFakeGemini,
    env: (url) => ({ AI_PROVIDER: 'gemini', GEMINI_API_KEY: 'gemini-test-key', GEMINI_BASE_URL: url }),
    promptOf(request) {
      expect(request.url).toMatch(/:streamGenerateContent\?alt=sse$/);
      return (request.body as { contents: { parts: { text: string }[] }[] }).contents[0]!.parts[0]!.text;
    },
  },
  {
    name: 'openai',
    start: startFakeOpenAi,
    env: (url) => ({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: `${url}/v1`, OPENAI_API_KEY: 'openai-test-key' }),
    promptOf(request) {
      expect(request.url).toBe('/v1/chat/completions');
      return (request.body as { messages: { content: string }[] }).messages[0]!.content;
    },
  },
];

describe.each(cases)('import-resume with improve=ai, $name provider (a local fake)', (provider) => {
  let fake: FakeAiServer;
  let t: TestApp;
  let user: ImportUser;
  let offline: { resume: Resume; warnings: string[] };

  beforeAll(async () => {
    fake = await provider.start();
    t = await createTestApp({
      env: {
        ...provider.env(fake.url),
        AI_TIMEOUT_MS: String(TIMEOUT_MS),
        AI_RATE_LIMIT_PER_MINUTE: '1000',
        IMPORT_RATE_LIMIT_PER_MINUTE: '1000',
        PDF_WORKERS: '1',
      },
    });
    user = await newUser(t);
    // The offline read of the PDF, to compare with.
    offline = (await user.importParts([filePart()])).json().data;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const imported = async (parts: FormPart[]) => importedData(await user.importParts(parts));

  it('without improve, reads the PDF offline and asks nothing of the provider', async () => {
    const { resume, warnings } = await imported([filePart()]);
    expect(fake.requests).toHaveLength(0);
    expect(resume.jobTitle).toBe(sampleResume.jobTitle);
    expect(resume.skills).toEqual(sampleResume.skills);
    expect(resume.experience).toEqual(offline.resume.experience);
    expect(warnings).toEqual(offline.warnings);
    expect(warnings.join('\n')).not.toMatch(/AI/);
  });

  it('improve before the file: stores the AI’s fields, keeps the offline ones it left empty, says so', async () => {
    fake.answer({ pieces: fenced(improvedAnswer) });
    const before = fake.requests.length;
    const { resume, warnings } = await imported([improvePart, filePart()]);
    expect(fake.requests).toHaveLength(before + 1);

    // The PDF's text went to the model, in the prompt.
    const prompt = provider.promptOf(fake.requests.at(-1)!);
    expect(prompt).toContain('Amelia Novak');
    expect(prompt).toContain('Lumen Analytics');
    expect(prompt).toContain('University of Washington');
    expect(prompt).toMatch(/use only what the text says/i);

    expect(resume.jobTitle).toBe('Staff Platform Engineer');
    expect(resume.summary).toBe(
      '<p>Engineer at R&amp;D, "5 &lt; 6".</p><ul><li>Builds platforms</li><li>Leads people</li></ul>',
    );
    expect(resume.experience).toHaveLength(1);
    expect(resume.experience[0]).toMatchObject({ companyName: 'Lumen Analytics', currentlyWorking: true });
    expect(resume.experience[0]!.workSummary).toBe(
      '<ul><li>Led the redesign of the event ingestion pipeline</li><li>Cut monthly cloud spend by 34%</li></ul>',
    );
    // Left empty by the model: the offline read's.
    expect(resume.email).toBe(offline.resume.email);
    expect(resume.email).toBe(sampleResume.email);
    expect(resume.skills).toEqual(offline.resume.skills);
    expect(resume.education).toEqual(offline.resume.education);
    expect(resume.projects).toEqual(offline.resume.projects);
    expect(warnings[0]).toMatch(/read from a PDF/);
    expect(warnings).toContain(IMPORT_AI_WARNINGS.improved);
  });

  it('improve after the file works the same', async () => {
    fake.answer({ pieces: fenced(improvedAnswer) });
    const { resume, warnings } = await imported([filePart(), improvePart]);
    expect(resume.jobTitle).toBe('Staff Platform Engineer');
    expect(warnings).toContain(IMPORT_AI_WARNINGS.improved);
  });

  it('a provider fault (500) keeps the offline read, with a warning', async () => {
    fake.answer({ status: 500 });
    const { resume, warnings } = await imported([improvePart, filePart()]);
    expect(resume.jobTitle).toBe(sampleResume.jobTitle);
    expect(resume.experience).toEqual(offline.resume.experience);
    expect(warnings).toContain(IMPORT_AI_WARNINGS.failed('the AI service failed to answer'));
    expect(warnings).not.toContain(IMPORT_AI_WARNINGS.improved);
  });

  it('a provider that never answers is given up on after AI_TIMEOUT_MS; the offline read is kept', async () => {
    fake.answer({ hang: true });
    const { resume, warnings } = await imported([improvePart, filePart()]);
    expect(resume.jobTitle).toBe(sampleResume.jobTitle);
    expect(warnings).toContain(IMPORT_AI_WARNINGS.failed('it took too long to answer'));
  });

  it('an answer without usable JSON keeps the offline read', async () => {
    for (const pieces of [['```json\n{"jobTitle": "Broken",\n```'], ['I cannot help with that.'], fenced([1, 2])]) {
      fake.answer({ pieces });
      const { resume, warnings } = await imported([improvePart, filePart()]);
      expect(resume.jobTitle).toBe(sampleResume.jobTitle);
      expect(warnings).toContain(IMPORT_AI_WARNINGS.failed('its answer could not be read'));
    }
  });

  it('a hostile answer is validated: no markup stored, unknown keys dropped, lists cut, wrong types left out', async () => {
    const hostile = {
      fullName: '<script>alert(1)</script>Amelia <b>Novak</b>',
      jobTitle: { nested: '<script>alert(2)</script>' },
      summary: '<script>alert(3)</script><p onclick="x()">Hello <img src=x onerror=alert(4)></p>',
      experience: 'not a list',
      isAdmin: true,
      userId: '00000000-0000-4000-8000-000000000000',
      templateId: 'x',
      protoKey: { polluted: true },
      skills: Array.from({ length: 10_000 }, (_, index) => ({ name: `Skill ${index}`, level: 'high' })),
      projects: [
        { projectName: 'Evil', projectLink: 'javascript:alert(5)', description: 42, extra: '<script>' },
        'not an item',
        { projectName: 'Tabbed', projectLink: 'java\tscript:alert(8)' },
        { projectName: 'Encoded', projectLink: '&#106;avascript:alert(9)', description: '&lt;script&gt;x' },
        { projectName: ['wrong'], description: { html: '<script>alert(6)</script>' } },
      ],
      education: [{ universityName: 'U', startDate: 'someday', endDate: '2020-01', description: null }],
      customSections: [
        {
          title: '<script>alert(7)</script>Talks',
          items: [{ title: 'Talk', description: '- A\n- <script>alert(10)</script>B\n- <script>' }],
        },
      ],
    };
    // A "__proto__" key, as JSON.parse reads it (an own key, not the prototype).
    fake.answer({ pieces: fenced(null, JSON.stringify(hostile).replace('"protoKey"', '"__proto__"'), 4096) });
    const response = await user.importParts([improvePart, filePart()]);
    expect(response.statusCode, response.body).toBe(201);
    const { resume, warnings } = response.json().data as {
      resume: Resume & Record<string, unknown>;
      warnings: string[];
    };
    const stored = JSON.stringify(resume);
    expect(stored).not.toMatch(/<script/i);
    expect(stored).not.toMatch(/javascript:/i);
    expect(stored).not.toMatch(/onerror|onclick/i);
    expect(stored).not.toContain('polluted');
    expect(resume.isAdmin).toBeUndefined();
    expect(resume.fullName).toBe('Amelia Novak');
    // Not text: the offline read's.
    expect(resume.jobTitle).toBe(sampleResume.jobTitle);
    // Not a list: the offline read's.
    expect(resume.experience).toEqual(offline.resume.experience);
    expect(resume.summary).toBe('<p>Hello </p>');
    expect(resume.skills).toHaveLength(LIMITS.listItems);
    expect(resume.skills[0]).toEqual({ name: 'Skill 0' });
    expect(resume.projects).toEqual([
      { projectName: 'Evil', projectLink: '', description: '<p>42</p>' },
      { projectName: 'Tabbed', projectLink: '', description: '' },
      { projectName: 'Encoded', projectLink: '', description: '<p>script&gt;x</p>' },
    ]);
    expect(resume.education).toHaveLength(1);
    expect(resume.education[0]).toMatchObject({ universityName: 'U', startDate: '', endDate: '2020-01' });
    expect(resume.customSections).toHaveLength(1);
    expect(resume.customSections[0]).toMatchObject({ title: 'Talks' });
    expect(resume.customSections[0]!.items[0]!.description).toBe('<ul><li>A</li><li>B</li></ul>');
    expect(warnings).toContain(IMPORT_AI_WARNINGS.improved);
    expect(warnings).toContain(`skills: only the first ${LIMITS.listItems} items were kept.`);
    expect(warnings.some((warning) => /experience: not a list/.test(warning))).toBe(true);
    expect(warnings.some((warning) => /jobTitle: not text/.test(warning))).toBe(true);
    expect(warnings.some((warning) => /education › #1 › startDate/.test(warning))).toBe(true);
  });

  it('a JSON file with improve=ai is imported as it is, with a warning, and nothing is asked', async () => {
    const before = fake.requests.length;
    const { resume, warnings } = await imported([
      improvePart,
      filePart(JSON.stringify({ basics: { name: 'Jane Roe', label: 'Chef' } }), 'resume.json'),
    ]);
    expect(fake.requests).toHaveLength(before);
    expect(resume).toMatchObject({ fullName: 'Jane Roe', jobTitle: 'Chef' });
    expect(warnings).toContain(IMPORT_AI_WARNINGS.pdfOnly);
  });

  it('refuses an improve value other than "ai", creating nothing', async () => {
    await expectRefused(
      user,
      () => user.importParts([{ name: 'improve', content: 'yes' }, filePart()]),
      400,
      IMPORT_MESSAGES.invalidImprove,
    );
  });
});

describe('import-resume with improve=ai: limits and configuration', () => {
  it('with no AI provider configured, answers 400 and creates nothing', async () => {
    const t = await createTestApp({ env: { AI_PROVIDER: 'offline', PDF_WORKERS: '1' } });
    try {
      const user = await newUser(t);
      for (const parts of [
        [improvePart, filePart()],
        [filePart(), improvePart],
      ]) {
        await expectRefused(user, () => user.importParts(parts), 400, IMPORT_MESSAGES.aiNotConfigured);
      }
      expect(await user.count()).toBe(0);
      // Without the field, the same PDF imports.
      expect((await user.importParts([filePart()])).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('counts toward the per-user AI limit only when improve is sent', async () => {
    const fake = await startFakeGemini();
    const t = await createTestApp({
      env: {
        AI_PROVIDER: 'gemini',
        GEMINI_API_KEY: 'gemini-test-key',
        GEMINI_BASE_URL: fake.url,
        AI_RATE_LIMIT_PER_MINUTE: '1',
        IMPORT_RATE_LIMIT_PER_MINUTE: '1000',
        PDF_WORKERS: '1',
      },
    });
    try {
      fake.answer({ pieces: fenced(improvedAnswer) });
      const user = await newUser(t);
      expect((await user.importParts([improvePart, filePart()])).statusCode).toBe(201);
      const limited = await user.importParts([improvePart, filePart()]);
      expect(limited.statusCode).toBe(429);
      expect(fake.requests).toHaveLength(1);
      expect((await user.importParts([filePart()])).statusCode).toBe(201);
      expect(await user.count()).toBe(2);
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
