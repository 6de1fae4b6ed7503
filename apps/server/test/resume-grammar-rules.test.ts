// Our own grammar rules (resume-grammar-rules.ts), without Harper: grammar-corpus.test.ts checks them through the API.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyFixes } from '../src/modules/writing-help/ai/grammar.ts';
import { ruleIssues } from '../src/modules/writing-help/ai/resume-grammar-rules.ts';

/** Each issue as `flagged text → replacement`. */
const flags = (text: string) =>
  ruleIssues(text).map((issue) => `${text.slice(issue.start, issue.end)} → ${issue.replacement}`);

describe('"there" for "their"', () => {
  it.each([
    ['Reviewed vendor contracts and renegotiated there 3 highest-cost agreements.', 'there → their'],
    ['Helped three clients restructure there own finance teams.', 'there → their'],
    ['Coached store managers on there best practices and weekly goals.', 'there → their'],
    ['Audited suppliers and ranked there largest risks for the CFO.', 'there → their'],
    ['There biggest challenge was retention, so I built a mentoring program.', 'There → Their'],
    ['Partnered with clinics to streamline there newest intake forms.', 'there → their'],
    ['Walked families through there 529 plans and college savings goals.', 'there → their'],
    ['Answered questions about there onboarding and benefits enrollment.', 'there → their'],
    ['Worked with agencies during there annual budget cycle.', 'there → their'],
    ['Did there best work under tight deadlines, mentored by me.', 'there → their'],
    ['Supported 40 teachers with there other duties during exam season.', 'there → their'],
    ['Mapped customer journeys for there 3D printing products.', 'there → their'],
  ])('%s', (text, expected) => {
    expect(flags(text)).toEqual([expected]);
  });

  it('says why, and keeps the capital of a sentence-initial "There"', () => {
    const [issue] = ruleIssues('There largest account renewed for three years.');
    expect(issue).toMatchObject({ start: 0, end: 5, replacement: 'Their' });
    expect(issue?.message).toBe('Did you mean “their”? “there” points to a place; “their” says whose.');
  });
});

describe('a plural subject with was, is or has', () => {
  it.each([
    ['The reports for the board was late every quarter.', 'was → were'],
    ['Our teams was recognized for reliability in 2023.', 'was → were'],
    ['These dashboards has saved the ops team 10 hours a week.', 'has → have'],
    ['The reports the board requested was delivered on time.', 'was → were'],
    ['The KPIs we tracked last quarter was reviewed weekly by leadership.', 'was → were'],
    ['The nurses on my unit was trained in ACLS and PALS.', 'was → were'],
    ['Our customers usually has high expectations for turnaround.', 'has → have'],
    ['The apps we shipped in 2022 is still in use at three hospitals.', 'is → are'],
    ['After the audits was completed, I presented the findings to the board.', 'was → were'],
    ['The quarterly reports wasn’t ready until I automated them.', 'wasn’t → weren’t'],
    ['In 2021, the students I tutored was accepted to their first-choice schools.', 'was → were'],
    ['My responsibilities at the clinic has grown to include billing.', 'has → have'],
    ['The people I managed was spread across three time zones.', 'was → were'],
    ['Her designs for the spring campaign is featured in our portfolio.', 'is → are'],
    ['The dashboards I set up was used by every store manager.', 'was → were'],
  ])('%s', (text, expected) => {
    expect(flags(text)).toEqual([expected]);
  });

  it('names the plural subject and the verb it needs', () => {
    const text = 'The dashboards I built in Grafana was used by 200 engineers.';
    expect(ruleIssues(text)).toEqual([
      {
        start: text.indexOf('was'),
        end: text.indexOf('was') + 3,
        message: 'The subject “dashboards” is plural: use “were”.',
        replacement: 'were',
        kind: 'Agreement',
      },
    ]);
  });
});

describe('correct sentences', () => {
  it.each([
    // there: existential, place, and time
    'There is a strong culture of mentorship on the team.',
    'There are 40 engineers in the platform group.',
    'There was a 20% lift in sign-ups after the redesign.',
    'There were three open roles when I joined.',
    'There has been steady growth since 2019.',
    'There have been no safety incidents in five years.',
    'There will be a second phase in 2025.',
    'There may be delays during peak season.',
    'There seems to be demand for a mobile app, and there seem to be fewer outages now.',
    'I worked there for two years before moving to Austin.',
    'I worked there 3 years as a shift lead.',
    'I stayed there longest of anyone on the team.',
    'The office over there handles payroll.',
    'From there, I led a team of six analysts.',
    'From there the team expanded to five cities.',
    'There, I led the migration to AWS.',
    'It took a week to get there.',
    'Drove the route there and back every day.',
    'We opened a second office there.',
    'Our clients there trust us with their data.',
    'The teams there own the roadmap end to end.',
    'Is there new funding for the program?',
    'The people there best understood the risk.',
    'With there being no budget, I volunteered to build the tool.',
    'I moved there in 2018 and stayed for five years.',
    'The data in there was out of date.',
    'Whoever gets there first wins the account.',
    'Was on call there 24/7 during the launch.',
    'Their largest customer is a hospital network.',
    // singular subjects with was/is/has, some in -s
    'The number of users was 2 million at launch.',
    'One of the teams was based in Dublin.',
    'Each of the teams was given a budget.',
    'A series of events was planned for the launch.',
    'The series was watched by 2M viewers.',
    'The status of each ticket was tracked in Jira.',
    'The analysis was presented to the board.',
    'The bus was late every morning.',
    'The news was shared with all employees.',
    'The process was documented in Confluence.',
    'Our business has grown 30% a year.',
    'The campus was closed for renovation.',
    'The success of the launch was celebrated.',
    'Sales was the largest department in the company.',
    'Operations was understaffed during peak season.',
    'The physics was challenging but rewarding.',
    'Our analytics is powered by Snowflake.',
    'Human resources was slow to respond.',
    'Our headquarters is in Chicago.',
    // plural words that are not the subject's head, or are names
    'The sales team was the top performer in the region.',
    'The reports manager was promoted twice.',
    'The cost of the repairs was lower than expected.',
    'The Beatles was my favorite band growing up.',
    'The United States is our largest market.',
    'The team’s budget was cut by 10%, and the teams’ morale was low.',
    'The first six months was a steep learning curve.',
    'The iOS app was rated 4.8 and the AWS bill was cut by 30%.',
    'The process the teams used was inefficient.',
    // was/is/has that belong to another subject
    'The dashboards I was building were used by 200 engineers.',
    'The dashboards my manager was reviewing were outdated.',
    'The reports after the merger was announced were delayed.',
    'The teams in Boston say growth was strong.',
    'The reports for the board showed revenue was up.',
    'The teams reported to me, and the budget was mine.',
    'My duties included checking that the stock was accurate.',
    'A folder dropped into the shared drive while the server runs is picked up within a minute.',
    'The algorithm Espree uses is the same one Esprima uses.',
    'All the application needs to know is how to render the data.',
    'I checked that none of\nthe saved items was changed by the test.',
    // plural subjects with plural verbs
    'The dashboards were used by 200 engineers.',
    'The reports that the board requested were delivered early.',
    'The dashboards, which I built, were used daily.',
    'Our teams have grown, and the clients we serve are happier.',
  ])('%s', (text) => {
    expect(ruleIssues(text)).toEqual([]);
  });
});

it('never flags a protected term, nor the user’s own words', () => {
  expect(ruleIssues('Answered questions about there 401(k) plans.', new Set(['there']))).toEqual([]);
  expect(ruleIssues('The dashboards was used daily.', new Set(['was']))).toEqual([]);
});

it('points at UTF-16 offsets after emoji and accents', () => {
  const text = 'Café 😀 — the recipes I designed was printed, and about there 2024 menus too.';
  expect(flags(text)).toEqual(['was → were', 'there → their']);
  const moreText = '😀 Our recipes was featured.';
  expect(applyFixes(moreText, ruleIssues(moreText))).toBe('😀 Our recipes were featured.');
});

interface PlantedError {
  wrong: string;
  fix: string;
  context?: string;
}
const { sentences } = JSON.parse(readFileSync(new URL('./fixtures/grammar-corpus.json', import.meta.url), 'utf8')) as {
  sentences: { text: string; errors: PlantedError[]; knownMisses?: PlantedError[] }[];
};
/** Where a planted error is, as grammar-corpus.test.ts finds it. */
function spanOf(text: string, { wrong, context }: PlantedError) {
  const start = text.indexOf(wrong, context === undefined ? 0 : text.indexOf(context));
  return { start, end: start + wrong.length };
}

describe('the grammar corpus', () => {
  it.each(sentences.map((sentence) => [sentence.text, sentence] as const))(
    'flags nothing once its planted errors are fixed, and nothing but them before: %s',
    (text, sentence) => {
      const planted = [...sentence.errors, ...(sentence.knownMisses ?? [])].map((error) => ({
        ...spanOf(text, error),
        fix: error.fix,
      }));
      const fixed = applyFixes(
        text,
        planted.map(({ start, end, fix }) => ({ start, end, message: '', replacement: fix })),
      );
      expect(ruleIssues(fixed)).toEqual([]);
      for (const issue of ruleIssues(text)) {
        const error = planted.find(({ start, end }) => start === issue.start && end === issue.end);
        expect(error, `${text.slice(issue.start, issue.end)}: ${issue.message}`).toBeDefined();
        expect(issue.replacement).toBe(error?.fix);
      }
    },
  );
});
