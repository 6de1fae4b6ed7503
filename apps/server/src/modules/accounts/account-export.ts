import { applicationSchema, resumeSchema, userSchema, type Application, type Resume, type User } from '@vitae/schema';
import type { ApplicationService } from '../applications/applications.ts';
import type { ResumeService } from '../resumes/resumes.ts';
import type { DictionaryService } from '../writing-help/dictionary.ts';

export type AccountExportService = ReturnType<typeof createAccountExportService>;

export interface AccountExportServiceOptions {
  resumes: Pick<ResumeService, 'stream'>;
  applications: Pick<ApplicationService, 'stream'>;
  dictionary: Pick<DictionaryService, 'list'>;
}

/** The account's own data, downloaded by its user: the account, the dictionary, every resume and application. */
export function createAccountExportService({ resumes, applications, dictionary }: AccountExportServiceOptions) {
  /** The JSON of the document, written one resume (then one batch of applications) at a time after its head. */
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
    yield ']}';
  }

  return {
    /**
     * The export document (accountExportSchema) as JSON text in pieces: however many resumes and applications there
     * are, one batch of them is held at a time, never the whole document. The dictionary and the first batch are
     * read before this resolves, so a failing database fails the call rather than a document already under way.
     */
    async exportJson(user: User): Promise<AsyncIterable<string>> {
      const words = await dictionary.list(user._id);
      const stream = resumes.stream(user._id);
      const first = await stream.next();
      return documentJson(user, words, first, stream);
    },
  };
}
