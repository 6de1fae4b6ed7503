import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vitae/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorPath, failure, filledResume, installFakeApi, patchPathOf, type FakeApi } from '../../test/fake-api.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

const resume = filledResume;
const path = editorPath(resume);
const patchPath = patchPathOf(resume);
const grammarPath = '/api/v1/ai/grammar';

async function openEditorAt(step: number) {
  const fake = installFakeApi({ resumes: [resume] });
  signIn();
  renderApp(path);
  await screen.findByRole('form', { name: 'Personal Details' }, { timeout: 5000 });
  for (let i = 1; i < step; i += 1) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  return fake;
}

const summaryBox = () => screen.getByRole('textbox', { name: 'Add Summary' });
const grammarCalls = (fake: FakeApi) => fake.callsTo('POST', grammarPath);

/** Types into the summary at once and lets the 1000 ms debounce run out on fake timers. */
function typeAndWait(text: string) {
  fireEvent.change(summaryBox(), { target: { value: text } });
  act(() => {
    vi.advanceTimersByTime(1000);
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AI help on the summary step', () => {
  it('checks grammar once, 1000 ms after typing stops, and only for more than 20 trimmed characters', async () => {
    const fake = await openEditorAt(2);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const text = 'I build web applications that people enjoy.';
    fireEvent.change(summaryBox(), { target: { value: text.slice(0, 30) } });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    fireEvent.change(summaryBox(), { target: { value: text } });
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(grammarCalls(fake)).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(grammarCalls(fake)).toHaveLength(1);
    expect(grammarCalls(fake)[0]!.body).toEqual({ text, resumeId: resume._id });
    vi.useRealTimers();
    expect(await screen.findByRole('button', { name: 'Add suggestion: It continues here.' })).toBeInTheDocument();

    // 20 trimmed characters is not enough: suggestions and correction are cleared and no call is made.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    typeAndWait(`   ${'x'.repeat(20)}   `);
    expect(grammarCalls(fake)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Next sentence suggestions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Grammar check' })).not.toBeInTheDocument();
    typeAndWait('x'.repeat(21));
    expect(grammarCalls(fake)).toHaveLength(2);
  });

  it('lists problems; Accept all applies them only when clicked; a next-sentence suggestion is appended; autosave keeps them', async () => {
    const fake = await openEditorAt(2);
    const text = 'I has a apple and I likes it.';
    fake.override('POST', grammarPath, () => ({
      status: 200,
      body: {
        statusCode: 200,
        success: true,
        message: 'OK',
        data: {
          correctedText: 'I have an apple and I like it.',
          suggestions: ['It keeps me healthy.', 'I eat one every day.'],
          issues: [
            { start: 2, end: 5, message: 'Use "have" with "I".', replacement: 'have', kind: 'grammar' },
            { start: 6, end: 7, message: 'Use "an" before a vowel.', replacement: 'an', kind: 'grammar' },
            { start: 20, end: 25, message: 'Use "like" with "I".', replacement: 'like', kind: 'grammar' },
          ],
        },
      },
    }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    typeAndWait(text);
    vi.useRealTimers();

    const check = await screen.findByRole('region', { name: 'Grammar check' });
    expect(within(check).getByText('3 problems found')).toBeInTheDocument();
    const marks = check.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['has', 'a', 'likes']);
    expect(summaryBox()).toHaveValue(text);

    await userEvent.click(within(check).getByRole('button', { name: 'Accept all' }));
    expect(summaryBox()).toHaveValue('I have an apple and I like it.');

    await userEvent.click(screen.getByRole('button', { name: 'Add suggestion: I eat one every day.' }));
    expect(summaryBox()).toHaveValue('I have an apple and I like it. I eat one every day.');
    expect(screen.getAllByText(/Offline suggestions/).length).toBeGreaterThan(0);
    // What the user chose is in the field, and autosave stores it like typed text.
    await waitFor(
      () =>
        expect(fake.callsTo('PATCH', patchPath).at(-1)?.body).toMatchObject({
          summary: 'I have an apple and I like it. I eat one every day.',
        }),
      { timeout: 3000 },
    );
  });

  it('ignores a stale grammar answer that arrives after a newer one', async () => {
    const fake = await openEditorAt(2);
    const pending: ((text: string) => void)[] = [];
    fake.override(
      'POST',
      grammarPath,
      (call) =>
        new Promise((resolve) => {
          const text = (call.body as { text: string }).text;
          pending.push((suggestion) =>
            resolve({
              status: 200,
              body: {
                statusCode: 200,
                success: true,
                message: 'OK',
                data: { correctedText: text, suggestions: [suggestion], issues: [] },
              },
            }),
          );
        }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    typeAndWait('The first version of my summary.');
    typeAndWait('The second version of my summary.');
    vi.useRealTimers();
    await waitFor(() => expect(pending).toHaveLength(2));
    pending[1]!('From the newer text.');
    expect(await screen.findByRole('button', { name: 'Add suggestion: From the newer text.' })).toBeInTheDocument();
    pending[0]!('From the older text.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Add suggestion: From the older text.' })).not.toBeInTheDocument();
  });

  it('generates three cards from the job title; the chosen card replaces the summary with its lines joined by spaces', async () => {
    const fake = await openEditorAt(2);
    await userEvent.click(screen.getByRole('button', { name: 'Generate from AI' }));
    const cards = await screen.findByRole('region', { name: 'AI summary suggestions' });
    expect(fake.callsTo('POST', '/api/v1/ai/summary').map((call) => call.body)).toEqual([{ jobTitle: 'Engineer' }]);
    expect(within(cards).getAllByRole('button', { name: /^Replace my summary with the / })).toHaveLength(3);
    expect(within(cards).getAllByText('Skills: TypeScript, Testing')).toHaveLength(3);
    await userEvent.click(within(cards).getByRole('button', { name: 'Replace my summary with the Mid-level summary' }));
    expect(summaryBox()).toHaveValue('A mid-level engineer. Ships reliable software.');
    // Nothing is stored at the click itself; autosave stores the chosen text after the pause, like typing.
    expect(fake.callsTo('PATCH', patchPath)).toHaveLength(0);
    await waitFor(
      () =>
        expect(fake.callsTo('PATCH', patchPath).at(-1)?.body).toEqual({
          summary: 'A mid-level engineer. Ships reliable software.',
          version: 1,
        }),
      { timeout: 3000 },
    );
  });

  it('a failed generate stops the spinner and toasts the server message', async () => {
    const fake = await openEditorAt(2);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer: (value: ReturnType<typeof failure>) => void = () => {};
    fake.override('POST', '/api/v1/ai/summary', () => new Promise((resolve) => (answer = resolve)));
    const button = screen.getByRole('button', { name: /Generate from AI/ });
    await userEvent.click(button);
    expect(await screen.findByRole('status', { name: 'Generating summaries' })).toBeInTheDocument();
    expect(button).toBeDisabled();
    answer(failure(503, MESSAGES.aiUnavailable));
    expect(await screen.findByText(MESSAGES.aiUnavailable)).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('status', { name: 'Generating summaries' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'AI summary suggestions' })).not.toBeInTheDocument();
  });
});
