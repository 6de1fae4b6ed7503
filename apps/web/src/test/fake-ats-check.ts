import {
  atsCheckSchema,
  generateResumeBodySchema,
  MESSAGES,
  publicAtsReportSchema,
  type AtsFact,
  type AtsFinding,
  type AtsReport,
  type GenerateResumeBody,
  type PublicAtsReport,
  type Resume,
} from '@vitae/schema';
import { failure, ok, withBody, type Answer } from './fake-answers.ts';

/**
 * The ATS check for the fake API (fake-api.ts), shaped by the contract's schemas (packages/schema/src/ats-check.ts)
 * and following what it is sent: the report's text is the draft's words, every fact is found but a company written
 * in lower case (the fake's stand-in for a fact a parser misses), and a summary with no figure gets a finding. Public
 * checks read the uploaded file's text as "Name <email>" on its first line.
 */
interface Call {
  path: string;
  body: unknown;
}
type Route = [string, RegExp, (call: Call) => Answer | Promise<Answer>];

const readability = (text: string) => {
  const words = text.split(/\s+/).filter(Boolean).length;
  const sentences = Math.max(1, text.split(/[.!?]+/).filter((part) => part.trim()).length);
  return {
    language: 'en',
    formula: 'Flesch reading ease',
    score: 60,
    sentences,
    words,
    wordsPerSentence: words / sentences,
    longSentences: 0,
  };
};

const score = (found: number, facts: number, findings: number) => {
  const parse = facts === 0 ? 40 : Math.round((40 * found) / facts);
  const writing = Math.max(0, 30 - 5 * findings);
  return {
    total: parse + 30 + writing,
    parts: [
      {
        key: 'parse' as const,
        label: 'Parse fidelity',
        points: parse,
        max: 40,
        detail: `${found} of ${facts} facts read back`,
      },
      {
        key: 'completeness' as const,
        label: 'Completeness',
        points: 30,
        max: 30,
        detail: 'Every section a recruiter looks for',
      },
      {
        key: 'writing' as const,
        label: 'Writing',
        points: writing,
        max: 30,
        detail: `${findings} findings about the writing`,
      },
    ],
  };
};

/** What the fake reads back from a draft's file. */
export function fakeReport(draft: GenerateResumeBody, file: 'pdf' | 'docx'): AtsReport {
  const facts: AtsFact[] = [];
  const fact = (field: string, value: string, found = true) => {
    if (value.trim()) facts.push({ field, value, found, read: found ? value : '' });
  };
  fact('fullName', draft.fullName ?? '');
  fact('email', draft.email ?? '');
  fact('phone', draft.phone ?? '');
  const experience = (draft.experience ?? []) as Resume['experience'];
  experience.forEach((item, index) => {
    fact(`experience.${index}.title`, item.title ?? '');
    const company = item.companyName ?? '';
    fact(`experience.${index}.companyName`, company, company !== company.toLowerCase());
  });
  const findings: AtsFinding[] = facts
    .filter((item) => !item.found)
    .map((item) => ({
      severity: 'error',
      code: 'fact-not-found',
      message: `“${item.value}” was not read back from the ${file === 'pdf' ? 'PDF' : 'Word file'}.`,
      fix: 'Write it as plain text, on a line of its own.',
      field: item.field,
    }));
  const summary = (draft.summary ?? '').replace(/<[^>]*>/g, ' ').trim();
  if (summary && !/\d/.test(summary)) {
    findings.push({
      severity: 'info',
      code: 'bullet-no-figure',
      message: 'The summary names no figure.',
      fix: 'Add a number that shows the size of your work.',
      field: 'summary',
    });
  }
  if (!draft.phone && !draft.email) {
    findings.push({
      severity: 'warning',
      code: 'contact-missing',
      message: 'No email or phone number was found.',
      fix: 'Add an email address or a phone number.',
      field: 'email',
    });
  }
  const text = [draft.fullName, draft.jobTitle, draft.email, draft.phone, summary]
    .concat(experience.map((item) => `${item.title} ${item.companyName}`))
    .filter(Boolean)
    .join('\n');
  const found = facts.filter((item) => item.found).length;
  return {
    text,
    facts,
    findings,
    readability: readability(summary),
    score: score(found, facts.length, findings.length),
  };
}

/** What the fake reads from an uploaded file: its first line "Name <email>", the rest as the text. */
export async function fakePublicReport(file: Blob): Promise<PublicAtsReport> {
  // jsdom's Blob has no text(): read it as the browser's FileReader does.
  const text = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
  const [first = ''] = text.split('\n');
  const [, name = first.trim(), email = ''] = /^(.*?)\s*<([^>]+)>/.exec(first) ?? [];
  const findings: AtsFinding[] = email
    ? []
    : [
        {
          severity: 'error',
          code: 'contact-missing',
          message: 'No email address or phone number was found.',
          fix: 'Put your email address and phone number at the top, as text.',
          field: 'email',
        },
      ];
  return publicAtsReportSchema.parse({
    text,
    fields: { fullName: name, email },
    sources: [
      { field: 'fullName', page: 1, line: 1, confidence: 0.9 },
      ...(email ? [{ field: 'email', page: 1, line: 1, confidence: 1 }] : []),
    ],
    findings,
    readability: readability(text),
    score: score(email ? 2 : 1, 2, findings.length),
  });
}

export function atsCheckRoutes(resumes: Map<string, Resume>): Route[] {
  return [
    [
      'POST',
      /^\/api\/v1\/users\/ats-check\/[^/]+$/,
      (call) => {
        const resume = resumes.get(call.path.split('/').pop()!);
        if (!resume) return failure(404, MESSAGES.resumeNotFound);
        const check = withBody(generateResumeBodySchema, (_call: Call, draft) =>
          ok(atsCheckSchema.parse({ pdf: fakeReport(draft, 'pdf'), docx: fakeReport(draft, 'docx') })),
        );
        return call.body === undefined
          ? ok(atsCheckSchema.parse({ pdf: fakeReport(resume, 'pdf'), docx: fakeReport(resume, 'docx') }))
          : check(call);
      },
    ],
    [
      'POST',
      /^\/api\/v1\/public\/ats-check$/,
      async (call) => {
        const file = call.body instanceof FormData ? call.body.get('file') : null;
        if (!(file instanceof Blob)) return failure(400, 'Choose a file to check.');
        return ok(await fakePublicReport(file), 200);
      },
    ],
  ];
}
