import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, summaryMessages, type GrammarIssue, type Resume } from '@vitae/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorPath, filledResume, installFakeApi, patchPathOf, type FakeApi } from '../../test/fake-api.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

const grammarPath = '/api/v1/ai/grammar';
const dictionaryPath = '/api/v1/ai/dictionary';

/** The editor at the summary step of a resume whose summary is `summary`. */
async function openSummary(summary = filledResume.summary) {
  const resume: Resume = { ...filledResume, summary };
  const fake = installFakeApi({ resumes: [resume] });
  signIn();
  renderApp(editorPath(resume));
  await screen.findByRole('form', { name: 'Personal Details' }, { timeout: 5000 });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('textbox', { name: 'Add Summary' });
  const saved = () => (fake.callsTo('PATCH', patchPathOf(resume)).at(-1)?.body as Partial<Resume> | undefined)?.summary;
  return { fake, saved };
}

const summaryBox = () => screen.getByRole('textbox', { name: 'Add Summary' });
const grammarCalls = (fake: FakeApi) => fake.callsTo('POST', grammarPath);

/** A flag on the `nth` (from 0) occurrence of `words` in `text`. */
function flag(text: string, words: string, replacement: string | null, message: string, nth = 0): GrammarIssue {
  let start = -1;
  for (let i = 0; i <= nth; i += 1) start = text.indexOf(words, start + 1);
  if (start < 0) throw new Error(`"${words}" is not in "${text}"`);
  return { start, end: start + words.length, message, replacement, kind: 'grammar' };
}

/** A misspelled word, as the server flags it: Harper's message, kind `spelling`. */
const misspelt = (text: string, word: string, fix: string, nth = 0): GrammarIssue => ({
  ...flag(text, word, fix, `Did you mean to spell \`${word}\` this way?`, nth),
  kind: 'spelling',
});

/** The fake grammar route answers these issues for each text it is sent (none for other texts). */
function answerGrammar(fake: FakeApi, issuesFor: Record<string, GrammarIssue[]>) {
  fake.override('POST', grammarPath, (call) => {
    const text = (call.body as { text: string }).text;
    const issues = issuesFor[text] ?? [];
    return {
      status: 200,
      body: { statusCode: 200, success: true, message: 'OK', data: { correctedText: text, suggestions: [], issues } },
    };
  });
}

/** Types the whole summary at once and lets the 1000 ms debounce run out. */
function typeSummary(text: string) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.change(summaryBox(), { target: { value: text } });
  act(() => {
    vi.advanceTimersByTime(1000);
  });
  vi.useRealTimers();
}

const checkRegion = () => screen.findByRole('region', { name: 'Grammar check' });
const toastWith = async (message: string) => (await screen.findByText(message)).closest('li')!;

afterEach(() => {
  vi.useRealTimers();
});

const TEXT = 'I has a apple and I likes it.';
const ISSUES = [
  flag(TEXT, 'has', 'have', 'Use "have" with "I".'),
  flag(TEXT, 'a', 'an', 'Use "an" before a vowel.', 1),
  flag(TEXT, 'likes', 'like', 'Use "like" with "I".'),
];

describe('grammar suggestions on the summary step', () => {
  it('shows each suggestion with what it changes and why; nothing changes until one is accepted', async () => {
    const { fake } = await openSummary();
    answerGrammar(fake, { [TEXT]: ISSUES });
    typeSummary(TEXT);
    expect(grammarCalls(fake).map((call) => call.body)).toEqual([{ text: TEXT, resumeId: filledResume._id }]);
    const check = await checkRegion();
    expect(within(check).getByRole('heading', { name: '3 problems found' })).toBeInTheDocument();
    const entries = within(within(check).getByRole('list', { name: 'Grammar suggestions' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('p')!.textContent)).toEqual([
      '“has” → “have”',
      '“a” → “an”',
      '“likes” → “like”',
    ]);
    expect(entries[1]).toHaveTextContent('Use "an" before a vowel.');
    expect(entries[1]!.querySelector('mark')).toHaveTextContent(/^a$/);
    // Each button says which suggestion it acts on; grammar flags offer no dictionary.
    expect(within(entries[0]!).getByRole('button', { name: 'Accept: has → have' })).toBeInTheDocument();
    expect(within(entries[0]!).getByRole('button', { name: 'Ignore: has → have' })).toBeInTheDocument();
    expect(within(check).queryByRole('button', { name: /Add to dictionary/ })).not.toBeInTheDocument();
    expect(summaryBox()).toHaveValue(TEXT);
  });

  it('accepts one, ignores another, and the rest still point at their words; autosave stores the result', async () => {
    const { fake, saved } = await openSummary();
    answerGrammar(fake, { [TEXT]: ISSUES });
    typeSummary(TEXT);
    const check = await checkRegion();

    await userEvent.click(within(check).getByRole('button', { name: 'Accept: has → have' }));
    expect(summaryBox()).toHaveValue('I have a apple and I likes it.');
    // Focus goes on to the next suggestion.
    expect(document.activeElement).toBe(within(check).getByRole('button', { name: 'Accept: a → an' }));
    await userEvent.click(within(check).getByRole('button', { name: 'Ignore: a → an' }));
    expect(summaryBox()).toHaveValue('I have a apple and I likes it.');
    expect(within(check).queryByRole('button', { name: 'Accept: a → an' })).not.toBeInTheDocument();

    // "likes" moved one character right with the longer "have": accepting it fixes exactly that word.
    await userEvent.click(within(check).getByRole('button', { name: 'Accept: likes → like' }));
    expect(summaryBox()).toHaveValue('I have a apple and I like it.');
    expect(within(check).getByRole('heading', { name: 'No problems found' })).toBeInTheDocument();
    expect(await screen.findByText(summaryMessages.corrected('likes', 'like'))).toBeInTheDocument();
    // The accepted text needed no new check: the other flags were moved with it.
    expect(grammarCalls(fake)).toHaveLength(1);
    await waitFor(() => expect(saved()).toBe('I have a apple and I like it.'), { timeout: 3000 });
  });

  it('applies every fix only when Accept all is clicked, leaving the ignored one as written', async () => {
    const { fake } = await openSummary();
    answerGrammar(fake, { [TEXT]: ISSUES });
    typeSummary(TEXT);
    const check = await checkRegion();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(summaryBox()).toHaveValue(TEXT);

    await userEvent.click(within(check).getByRole('button', { name: 'Ignore: has → have' }));
    await userEvent.click(within(check).getByRole('button', { name: 'Accept all' }));
    expect(summaryBox()).toHaveValue('I has an apple and I like it.');
    expect(await screen.findByText(summaryMessages.allCorrected(2))).toBeInTheDocument();
    expect(within(check).queryByRole('button', { name: 'Accept all' })).not.toBeInTheDocument();
  });

  it('drops suggestions once the user edits the text, and checks the new text instead', async () => {
    const { fake } = await openSummary();
    const edited = 'I has a apple and I like it very much.';
    answerGrammar(fake, { [TEXT]: ISSUES, [edited]: [flag(edited, 'has', 'have', 'Use "have" with "I".')] });
    typeSummary(TEXT);
    await checkRegion();

    // The user fixes "likes" by hand: the old suggestions no longer describe the text and go at once.
    fireEvent.change(summaryBox(), { target: { value: edited } });
    expect(screen.queryByRole('button', { name: 'Accept: likes → like' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept: has → have' })).not.toBeInTheDocument();
    await waitFor(() => expect(grammarCalls(fake)).toHaveLength(2), { timeout: 3000 });
    expect(grammarCalls(fake)[1]!.body).toEqual({ text: edited, resumeId: filledResume._id });
    const check = await checkRegion();
    await userEvent.click(await within(check).findByRole('button', { name: 'Accept: has → have' }));
    expect(summaryBox()).toHaveValue('I have a apple and I like it very much.');
  });

  it('keeps an ignored flag hidden when the text is checked again after an edit elsewhere', async () => {
    const { fake } = await openSummary();
    const longer = `${TEXT} Really.`;
    answerGrammar(fake, { [TEXT]: ISSUES, [longer]: ISSUES });
    typeSummary(TEXT);
    const check = await checkRegion();
    await userEvent.click(within(check).getByRole('button', { name: 'Ignore: a → an' }));
    typeSummary(longer);
    await waitFor(() => expect(grammarCalls(fake)).toHaveLength(2));
    const again = await checkRegion();
    expect(await within(again).findByRole('heading', { name: '2 problems found' })).toBeInTheDocument();
    expect(within(again).queryByRole('button', { name: 'Accept: a → an' })).not.toBeInTheDocument();
  });

  it('adds a misspelled word to the dictionary: its flags go, the text stays as written', async () => {
    const { fake } = await openSummary();
    const text = 'Led managment of budgets and managment of teams, teh best.';
    answerGrammar(fake, {
      [text]: [
        misspelt(text, 'managment', 'management'),
        misspelt(text, 'managment', 'management', 1),
        flag(text, 'teh', 'the', 'Did you mean the definite article?'),
      ],
    });
    fake.override('POST', dictionaryPath, (call) => ({
      status: 201,
      body: { statusCode: 201, success: true, message: 'OK', data: { words: [(call.body as { word: string }).word] } },
    }));
    typeSummary(text);
    const check = await checkRegion();
    // Only spelling flags can go to the dictionary.
    expect(within(check).getAllByRole('button', { name: 'Add to dictionary: managment' })).toHaveLength(2);
    expect(within(check).queryByRole('button', { name: 'Add to dictionary: teh' })).not.toBeInTheDocument();
    // Each entry shows its words in their place, cut at a word boundary.
    const tehEntry = within(check).getByRole('button', { name: 'Accept: teh → the' }).closest('li')!;
    expect(tehEntry.querySelector('mark')!.parentElement).toHaveTextContent(
      /^In: …and managment of teams, teh best\.$/,
    );

    await userEvent.click(within(check).getAllByRole('button', { name: 'Add to dictionary: managment' })[0]!);
    await waitFor(() => expect(within(check).queryByRole('button', { name: /managment/ })).not.toBeInTheDocument());
    expect(fake.callsTo('POST', dictionaryPath).map((call) => call.body)).toEqual([{ word: 'managment' }]);
    expect(within(check).getByRole('button', { name: 'Accept: teh → the' })).toBeInTheDocument();
    expect(summaryBox()).toHaveValue(text);

    // Undo in its toast takes the word out of the dictionary, and the text is checked again: its flags are back.
    fake.override('DELETE', `${dictionaryPath}/managment`, () => ({
      status: 200,
      body: { statusCode: 200, success: true, message: 'OK', data: { words: [] } },
    }));
    await userEvent.click(within(await toastWith(MESSAGES.dictionaryWordAdded)).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(fake.callsTo('DELETE', `${dictionaryPath}/managment`)).toHaveLength(1));
    expect(
      await within(check).findAllByRole('button', { name: 'Add to dictionary: managment' }, { timeout: 3000 }),
    ).toHaveLength(2);
    expect(grammarCalls(fake)).toHaveLength(2);
  });

  it('keeps the flags when the dictionary refuses the word, and says why', async () => {
    const { fake } = await openSummary();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const text = 'Experienced in managment of large teams.';
    answerGrammar(fake, { [text]: [misspelt(text, 'managment', 'management')] });
    fake.fail('POST', dictionaryPath, 422, MESSAGES.dictionaryFull);
    typeSummary(text);
    const check = await checkRegion();
    await userEvent.click(within(check).getByRole('button', { name: 'Add to dictionary: managment' }));
    expect(await screen.findByText(MESSAGES.dictionaryFull)).toBeInTheDocument();
    expect(within(check).getByRole('button', { name: 'Accept: managment → management' })).toBeInTheDocument();
  });

  it("Undo in a correction's toast takes back that correction only", async () => {
    const { fake, saved } = await openSummary();
    answerGrammar(fake, { [TEXT]: ISSUES });
    typeSummary(TEXT);
    const check = await checkRegion();
    await userEvent.click(within(check).getByRole('button', { name: 'Accept: has → have' }));
    await userEvent.click(within(check).getByRole('button', { name: 'Accept: likes → like' }));
    expect(summaryBox()).toHaveValue('I have a apple and I like it.');

    const first = await toastWith(summaryMessages.corrected('has', 'have'));
    await userEvent.click(within(first).getByRole('button', { name: 'Undo' }));
    expect(summaryBox()).toHaveValue('I has a apple and I like it.');
    await waitFor(() => expect(saved()).toBe('I has a apple and I like it.'), { timeout: 3000 });
  });
});

describe('AI text on the summary step', () => {
  it('replaces a written summary only when the user chooses "Replace my summary", and Undo brings it back', async () => {
    const { saved } = await openSummary('My own carefully written summary.');
    await userEvent.click(screen.getByRole('button', { name: 'Generate from AI' }));
    const cards = await screen.findByRole('region', { name: 'AI summary suggestions' });
    expect(within(cards).getByText(/Choosing a suggestion replaces your summary/)).toBeInTheDocument();
    expect(summaryBox()).toHaveValue('My own carefully written summary.');
    expect(within(cards).queryByRole('button', { name: /^Use this summary/ })).not.toBeInTheDocument();

    await userEvent.click(within(cards).getByRole('button', { name: 'Replace my summary with the Mid-level summary' }));
    expect(summaryBox()).toHaveValue('A mid-level engineer. Ships reliable software.');
    const toast = await toastWith(summaryMessages.replaced);
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(summaryBox()).toHaveValue('My own carefully written summary.');
    await waitFor(() => expect(saved()).toBe('My own carefully written summary.'), { timeout: 3000 });
  });

  it('an empty summary takes a suggestion with "Use this summary", also undoable', async () => {
    await openSummary('');
    await userEvent.click(screen.getByRole('button', { name: 'Generate from AI' }));
    const cards = await screen.findByRole('region', { name: 'AI summary suggestions' });
    expect(within(cards).queryByText(/Choosing a suggestion replaces your summary/)).not.toBeInTheDocument();
    await userEvent.click(within(cards).getByRole('button', { name: 'Use this summary: Fresher' }));
    expect(summaryBox()).toHaveValue('A fresher engineer. Ships reliable software.');
    const toast = await toastWith(summaryMessages.used);
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(summaryBox()).toHaveValue('');
  });

  it('a next-sentence suggestion is added after the text, and Undo removes it', async () => {
    const { fake } = await openSummary();
    const text = 'I build web applications that people enjoy.';
    typeSummary(text);
    await userEvent.click(await screen.findByRole('button', { name: 'Add suggestion: It continues here.' }));
    expect(summaryBox()).toHaveValue(`${text} It continues here.`);
    const toast = await toastWith(summaryMessages.sentenceAdded);
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(summaryBox()).toHaveValue(text);
    expect(grammarCalls(fake).length).toBeGreaterThan(0);
  });

  it("an Undo whose words the user has since edited goes away instead of overwriting the user's typing", async () => {
    await openSummary('My own carefully written summary.');
    await userEvent.click(screen.getByRole('button', { name: 'Generate from AI' }));
    const cards = await screen.findByRole('region', { name: 'AI summary suggestions' });
    await userEvent.click(
      within(cards).getByRole('button', { name: 'Replace my summary with the Experienced summary' }),
    );
    const undo = within(await toastWith(summaryMessages.replaced)).getByRole('button', { name: 'Undo' });
    const typed = 'An experienced engineer. Ships reliable software!';
    fireEvent.change(summaryBox(), { target: { value: typed } });
    // Pressed anyway (before its toast has gone), it changes nothing: the words it would restore over were edited.
    fireEvent.click(undo);
    expect(summaryBox()).toHaveValue(typed);
    await waitFor(() => expect(screen.queryByText(summaryMessages.replaced)).not.toBeInTheDocument());
    expect(summaryBox()).toHaveValue(typed);
  });
});
