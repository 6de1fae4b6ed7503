import type { CoverLetter, UpdateCoverLetterBody } from '@vitae/schema';
import type { CoverLetterVersionService } from './cover-letter-versions.ts';
import type { CoverLetterService } from './cover-letters.ts';

export type CoverLetterEditService = ReturnType<typeof createCoverLetterEditService>;

export interface CoverLetterEditServiceOptions {
  letters: Pick<CoverLetterService, 'update'>;
  versions: Pick<CoverLetterVersionService, 'autoSnapshot'>;
}

/** A user's own saves of a letter, with History's automatic snapshot before them (at most one an hour). */
export function createCoverLetterEditService({ letters, versions }: CoverLetterEditServiceOptions) {
  return {
    async update(userId: string, letterId: string, body: UpdateCoverLetterBody): Promise<CoverLetter> {
      await versions.autoSnapshot(userId, letterId);
      return letters.update(userId, letterId, body);
    },
  };
}
