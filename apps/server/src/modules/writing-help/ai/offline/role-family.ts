/**
 * One role family of the offline phrase bank. The summaries are composed from these phrases, so each reads as
 * written for the role; phrases are written to fit the sentences in `summaries.ts`.
 */
export interface RoleFamily {
  id: string;
  /** The role as a summary names it, lower case: "software engineer". */
  role: string;
  /** Words and phrases of job titles in this family, lower case; the longest match wins. */
  keywords: string[];
  /** Eight skills, foundational first: fresher takes the first six, mid-level 2-7, experienced 3-8. */
  skills: [string, string, string, string, string, string, string, string];
  /** Gerund phrase of the daily work: "building reliable web services and APIs". */
  work: string;
  /** Noun phrase of what the role is known for: "clean, well-tested code". */
  craft: string;
  /** Noun phrase of outcomes: "faster releases and fewer incidents". */
  impact: string;
  /** Noun phrase of who they work with: "product managers, designers and fellow engineers". */
  partners: string;
  /** Gerund phrase of senior responsibility: "mentoring engineers and setting technical direction". */
  lead: string;
  /** 5-7 resume bullets, each opening with a past-tense action verb. */
  bullets: string[];
  /** Three sentences that could follow a summary written for this role. */
  next: [string, string, string];
}
