import { dateText, MESSAGES } from '@vitae/schema';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FieldMessage, Label } from './input.tsx';
import { MonthInput } from './month-input.tsx';

/** A form field as a form would hold it: the value, every onChange, and the schema's message for the value. */
function Field({ initial = '', changes }: { initial?: string; changes: string[] }) {
  const [value, setValue] = useState(initial);
  const checked = dateText().safeParse(value);
  return (
    <div>
      <Label htmlFor="start">Start Date</Label>
      <MonthInput
        id="start"
        name="startDate"
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        aria-invalid={!checked.success}
        aria-describedby="start-error"
      />
      <FieldMessage id="start-error">{checked.success ? undefined : checked.error.issues[0]?.message}</FieldMessage>
      <output aria-label="stored">{value}</output>
      <button type="button">Elsewhere</button>
    </div>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Start Date' });
const stored = () => screen.getByRole('status', { name: 'stored' }).textContent;

describe('MonthInput', () => {
  it('shows a stored month as "Mar 2021" and a full date by its month, without changing either', async () => {
    const changes: string[] = [];
    const { unmount } = render(<Field initial="2021-03" changes={changes} />);
    expect(input()).toHaveValue('Mar 2021');
    await userEvent.click(input());
    await userEvent.tab();
    unmount();
    render(<Field initial="2019-12-31" changes={changes} />);
    expect(input()).toHaveValue('Dec 2019');
    await userEvent.click(input());
    await userEvent.tab();
    expect(stored()).toBe('2019-12-31');
    expect(changes).toEqual([]);
  });

  it.each([
    ['2021-03', '2021-03'],
    ['Mar 2021', '2021-03'],
    ['march 2021', '2021-03'],
    ['2021-3', '2021-03'],
    ['03/2021', '2021-03'],
  ])('takes a month typed as %j and stores it as %j when the field is left', async (typed, month) => {
    const changes: string[] = [];
    render(<Field changes={changes} />);
    await userEvent.type(input(), typed);
    expect(input()).toHaveValue(typed);
    // Every keystroke reaches the form, so nothing typed is lost before the field is left.
    expect(changes.at(-1)).toBe(typed);
    await userEvent.tab();
    expect(stored()).toBe(month);
    expect(input()).toHaveValue('Mar 2021');
    expect(input()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps text that names no month exactly as typed, and the form shows how to write one', async () => {
    const changes: string[] = [];
    render(<Field initial="2020-01" changes={changes} />);
    await userEvent.clear(input());
    await userEvent.type(input(), 'Spring of 2021');
    await userEvent.tab();
    expect(stored()).toBe('Spring of 2021');
    expect(input()).toHaveValue('Spring of 2021');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a month like 2021-03 or Mar 2021');
    expect(MESSAGES.invalidMonth).toBe('Enter a month like 2021-03 or Mar 2021');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Enter a month like 2021-03 or Mar 2021');
    // Fixing it is typing over it.
    await userEvent.clear(input());
    await userEvent.type(input(), 'Apr 2021');
    await userEvent.tab();
    expect(stored()).toBe('2021-04');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows free text from an older resume as written', () => {
    render(<Field initial="Summer 2015" changes={[]} />);
    expect(input()).toHaveValue('Summer 2015');
  });

  it('empties the date when the text is cleared', async () => {
    const changes: string[] = [];
    render(<Field initial="2021-03" changes={changes} />);
    await userEvent.clear(input());
    await userEvent.tab();
    expect(stored()).toBe('');
    expect(input()).toHaveValue('');
  });

  it('picks a month by keyboard alone: the year stepper, arrows, Enter; focus returns to the button', async () => {
    const changes: string[] = [];
    render(<Field initial="2021-03" changes={changes} />);
    await userEvent.click(input());
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: 'Choose month' });
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const picker = await screen.findByRole('dialog', { name: 'Choose month' });
    // It opens on the stored month, which is marked as chosen.
    const march = within(picker).getByRole('button', { name: 'March' });
    await waitFor(() => expect(march).toHaveFocus());
    expect(march).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(picker)
        .getAllByRole('button', { name: /^[A-Z][a-z]+$/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    expect(within(picker).getByText('2021')).toBeInTheDocument();

    // Shift+Tab to the stepper: Next year (Tab order: Previous year, Next year, the month).
    await userEvent.tab({ shift: true });
    expect(within(picker).getByRole('button', { name: 'Next year' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(within(picker).getByText('2022')).toBeInTheDocument();
    expect(march).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    expect(march).toHaveFocus();
    // Down moves a row (three months), Right one month: March → June → July.
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(within(picker).getByRole('button', { name: 'July' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored()).toBe('2022-07');
    expect(input()).toHaveValue('Jul 2022');
    expect(changes).toEqual(['2022-07']);
    expect(trigger).toHaveFocus();
  });

  it('steps back a year and closes with Escape, changing nothing, focus back on the button', async () => {
    const changes: string[] = [];
    render(<Field initial="" changes={changes} />);
    const trigger = screen.getByRole('button', { name: 'Choose month' });
    trigger.focus();
    await userEvent.keyboard(' ');
    const picker = await screen.findByRole('dialog', { name: 'Choose month' });
    const thisYear = new Date().getFullYear();
    expect(within(picker).getByText(String(thisYear))).toBeInTheDocument();
    await userEvent.click(within(picker).getByRole('button', { name: 'Previous year' }));
    expect(within(picker).getByText(String(thisYear - 1))).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(changes).toEqual([]);
    expect(stored()).toBe('');
  });

  it('is disabled as a whole', () => {
    render(<MonthInput id="d" name="endDate" value="2021-03" onChange={() => {}} disabled />);
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose month' })).toBeDisabled();
  });
});
