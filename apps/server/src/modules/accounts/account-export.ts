import { resumeSchema, userSchema, type Resume, type User } from '@vitae/schema';
import type { ResumeService } from '../resumes/resumes.ts';
import type { DictionaryService } from '../writing-help/dictionary.ts';

export type AccountExportService = ReturnType<typeof createAccountExportService>;

export interface AccountExportServiceOptions {
  resumes: Pick<ResumeService, 'stream'>;
  dictionary: Pick<DictionaryService, 'list'>;
}

/** The account's own data, downloaded by its user: the account, the dictionary and every resume. */
export function createAccountExportService({ resumes, dictionary }: AccountExportServiceOptions) {
  /** The JSON of the document, written one resume at a time after its head. */
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
    yield ']}';
  }

  return {
    /**
     * The export document (accountExportSchema) as JSON text in pieces: however many resumes there are, one batch of
     * them is held at a time, never the whole document. The dictionary and the first batch are read before this
     * resolves, so a failing database fails the call rather than a document already under way.
     */
    async exportJson(user: User): Promise<AsyncIterable<string>> {
      const words = await dictionary.list(user._id);
      const stream = resumes.stream(user._id);
      const first = await stream.next();
      return documentJson(user, words, first, stream);
    },
  };
}
