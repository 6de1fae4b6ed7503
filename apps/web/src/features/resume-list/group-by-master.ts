import type { Resume } from '@vitae/schema';

/** A resume as the dashboard lists it: a tailored variant names its master's title. */
export interface ListedResume {
  resume: Resume;
  /** The master's title, for a variant whose master is in the list (docs/tailoring.md). */
  masterTitle?: string | undefined;
}

/**
 * The resumes in the list's order (newest update first), each master followed by its tailored variants. A variant
 * whose master is not in the list (in Trash, or gone) is listed on its own, where its own update puts it.
 */
export function groupByMaster(resumes: readonly Resume[]): ListedResume[] {
  const ids = new Set(resumes.map((resume) => resume._id));
  const variantsOf = new Map<string, Resume[]>();
  for (const resume of resumes) {
    if (resume.masterId && ids.has(resume.masterId) && resume.masterId !== resume._id) {
      variantsOf.set(resume.masterId, [...(variantsOf.get(resume.masterId) ?? []), resume]);
    }
  }
  const listed: ListedResume[] = [];
  const placed = new Set<string>();
  const place = (resume: Resume, masterTitle?: string) => {
    if (placed.has(resume._id)) return;
    placed.add(resume._id);
    listed.push({ resume, masterTitle });
    for (const variant of variantsOf.get(resume._id) ?? []) place(variant, resume.resumeTitle);
  };
  for (const resume of resumes) {
    const underMaster = resume.masterId && ids.has(resume.masterId) && resume.masterId !== resume._id;
    if (!underMaster) place(resume);
  }
  // A cycle of variants (each another's master) has no top: listed as they come.
  for (const resume of resumes) place(resume);
  return listed;
}
