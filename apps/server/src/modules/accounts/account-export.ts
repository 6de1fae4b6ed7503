import {
  applicationSchema,
  exportedCoverLetterSchema,
  resumeSchema,
  userSchema,
  type Application,
  type Resume,
  type User,
} from '@vitae/schema';
import type { ApplicationService } from '../applications/applications.ts';
import type { CoverLetterArchive } from '../cover-letters/cover-letter-archive.ts';
import type { ResumeService } from '../resumes/resumes.ts';
import type { DictionaryService } from '../writing-help/dictionary.ts';

export type AccountExportService = ReturnType<typeof createAccountExportService>;

export interface AccountExportServiceOptions {
  resumes: Pick<ResumeService, 'stream'>;
  applications: Pick<ApplicationService, 'stream'>;
  dictionary: Pick<DictionaryService, 'list'>;
  coverLetters: Pick<CoverLetterArchive, 'stream'>;
}

/** The account's own data, downloaded by its user: the account, the dictionary, every resume, application and letter. */
export function createAccountExportService({
  resumes,
  applications,
  dictionary,
  coverLetters,
}: AccountExportServiceOptions) {
  /** The JSON of the document, written one resume (then one batch of applications, one letter) at a time. */
  async function* documentJson(
    user: User,
    words: string[],
    first: IteratorResult<Resume>,
    rest: AsyncGenerator<Resume>,
  ) {
    const head = { exportedAt: new Date().toISOString(), user: userSchema.parse(user), dictionary: words };
    yield `${JSON.stringify(head).slice(0, -1)},"resumes":[`;
    let next = first;
    let separator = '';
    while (!next.done) {
      yield separator + JSON.stringify(resumeSchema.parse(next.value));
      separator = ',';
      next = await rest.next();
    }
    yield '],"applications":[';
    separator = '';
    for await (const batch of applications.stream(user._id)) {
      for (const application of batch) {
        yield separator + JSON.stringify(applicationSchema.parse(application) satisfies Application);
        separator = ',';
      }
    }
    // Cover letters follow, one letter (with its History) at a time.
    yield '],"coverLetters":[';
    separator = '';
    for await (const letter of coverLetters.stream(user._id)) {
      yield separator + JSON.stringify(exportedCoverLetterSchema.parse(letter));
      separator = ',';
    }
    yield ']}';
  }

  return {
    /**
     * The export document (accountExportSchema) as JSON text in pieces: however many resumes, applications and
     * letters there are, one batch of them is held at a time, never the whole document. The dictionary and the first
     * batch are read before this resolves, so a failing database fails the call rather than a document under way.
     */
    async exportJson(user: User): Promise<AsyncIterable<string>> {
      const words = await dictionary.list(user._id);
      const stream = resumes.stream(user._id);
      const first = await stream.next();
      return documentJson(user, words, first, stream);
    },
  };
}
