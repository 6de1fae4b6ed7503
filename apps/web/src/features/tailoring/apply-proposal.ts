import type { Resume, TailorProposal, UpdateResumeBody } from '@vitae/schema';

/**
 * How a proposal becomes a PATCH of the variant (docs/tailoring.md). The web writes each accepted proposal itself,
 * so the user sees every change before it is made; undo writes the field's previous value back the same way.
 */

/** A field's value as a proposal and its undo write it. */
export type FieldValue = unknown;

const JOB_FIELD = /^experience\.(\d+)\.workSummary$/;

/** An AI rephrasing of one bullet: that item's HTML, and what replaces it wherever the item now is. */
interface BulletSwap {
  replace: string;
  with: string;
}
const isBulletSwap = (value: unknown): value is BulletSwap =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as BulletSwap).replace === 'string' &&
  typeof (value as BulletSwap).with === 'string';

/** The variant's current value of `field`; undefined for a field it does not have (a job since removed). */
export function fieldValue(resume: Resume, field: string): FieldValue {
  if (field === 'summary') return resume.summary;
  if (field === 'skills') return resume.skills;
  if (field === 'design.sectionOrder') return resume.design.sectionOrder ?? [];
  const job = JOB_FIELD.exec(field);
  return job ? resume.experience[Number(job[1])]?.workSummary : undefined;
}

/** The PATCH body that sets `field` to `value` on `resume` (the lists it sits in sent whole, as the API takes them). */
export function setField(resume: Resume, field: string, value: FieldValue): UpdateResumeBody {
  if (field === 'summary') return { summary: value as string };
  if (field === 'skills') return { skills: value as Resume['skills'] };
  if (field === 'design.sectionOrder') {
    return { design: { ...resume.design, sectionOrder: value as string[] } } as UpdateResumeBody;
  }
  const job = Number(JOB_FIELD.exec(field)?.[1]);
  return {
    experience: resume.experience.map((item, index) =>
      index === job ? { ...item, workSummary: value as string } : item,
    ),
  } as UpdateResumeBody;
}

/**
 * The value `field` takes when the proposal is accepted on the variant as it is now, or null when it no longer
 * applies (the job is gone, or the bullet a rephrasing replaces has been changed).
 */
export function proposedValue(resume: Resume, proposal: TailorProposal): FieldValue | null {
  const current = fieldValue(resume, proposal.field);
  if (current === undefined) return null;
  if (!isBulletSwap(proposal.value)) return proposal.value;
  const item = `<li>${proposal.value.replace}</li>`;
  if (typeof current !== 'string' || !current.includes(item)) return null;
  return current.replace(item, `<li>${proposal.value.with}</li>`);
}
