/**
 * The offline job match's time: matchResume on a long posting (the corpus's postings joined, over 8,000 characters)
 * against a full resume (the sample resume with the backend fixture's jobs, skills and certifications added), in
 * process, after a warm-up. Also prints the corpus figures (precision, recall, required flag) of docs/job-match.md.
 *
 *   npx tsx bench/job-match.ts            (RUNS=300 by default)
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { sampleResume } from '@vitae/pdf/sample-resume';
import { matchResume } from '../apps/server/src/modules/job-match/match.ts';
import { HELD_OUT_DIR, loadPostings, scoreCorpus } from '../apps/server/test/helpers/posting-corpus.ts';
import { median, ms, percentile } from './lib.ts';

const RUNS = Number(process.env.RUNS ?? 300);
const MIN_CHARS = 8_000;

const fixture = JSON.parse(
  readFileSync(new URL('../apps/server/test/fixtures/postings/resumes/backend-engineer.json', import.meta.url), 'utf8'),
);
const resume = {
  ...sampleResume,
  experience: [...sampleResume.experience, ...fixture.experience],
  skills: [...sampleResume.skills, ...fixture.skills],
  certificationsOrExtraCurriculars: [
    ...sampleResume.certificationsOrExtraCurriculars,
    ...fixture.certificationsOrExtraCurriculars,
  ],
};

const postings = loadPostings();
let posting = '';
for (const { text } of postings) {
  if (posting.length >= MIN_CHARS) break;
  posting += `${text}\n\n`;
}

for (let i = 0; i < 20; i++) matchResume({ posting, resume });
const times: number[] = [];
let requirements = 0;
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  requirements = matchResume({ posting, resume }).requirements.length;
  times.push(performance.now() - start);
}

const corpus = scoreCorpus(postings);
const heldOut = scoreCorpus(loadPostings(HELD_OUT_DIR));
const figure = (value: number) => value.toFixed(3);

console.log(`machine: ${cpus()[0]?.model ?? 'unknown'} (${cpus().length} cores), node ${process.version}`);
console.log(`posting: ${posting.length} characters, ${requirements} requirements; ${RUNS} runs`);
console.log(`matchResume p50 ${ms(median(times))}, p95 ${ms(percentile(times, 95))} (goal p50 ≤ 50 ms)`);
for (const [name, score] of [
  ['corpus', corpus],
  ['held-out', heldOut],
] as const) {
  console.log(
    `${name}: ${score.postings} postings, ${score.fields} fields; precision ${figure(score.precision)}, ` +
      `recall ${figure(score.recall)}, required flag ${figure(score.requiredAccuracy)}`,
  );
}
