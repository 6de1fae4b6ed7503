import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_MATCH_MESSAGES, type Resume } from '@vitae/schema';
import { describe, expect, it, vi } from 'vitest';
import { fakeResume, installFakeApi } from '../../test/fake-api.ts';
import { MatchReport, matchSummaryText } from './match-report.tsx';

const skill = (name: string) => ({ name }) as Resume['skills'][number];
const first = fakeResume({ resumeTitle: 'Developer CV', skills: [skill('TypeScript'), skill('React')] });
const second = fakeResume({
  _id: '20000000-0000-4000-8000-000000000002',
  resumeTitle: 'Data CV',
  skills: [skill('Python')],
});

function renderReport(posting: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onOpenField = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <MatchReport
        posting={posting}
        resumes={[first, second]}
        onOpenField={onOpenField}
        fieldLabel={(path) => `Label of ${path}`}
      />
    </QueryClientProvider>,
  );
  return { onOpenField, report: within(screen.getByRole('region', { name: 'Job match' })) };
}

describe('MatchReport on a pasted posting', () => {
  it('matches the resume chosen and gives "Show in editor" that resume and the field path', async () => {
    const fake = installFakeApi({ resumes: [first, second] });
    const { onOpenField, report } = renderReport('We need Python and TypeScript.\nGo is a plus.');
    await userEvent.selectOptions(report.getByLabelText('Resume to match'), 'Data CV');
    await userEvent.click(report.getByRole('button', { name: 'Match' }));
    expect(await report.findByText('Required: 1 of 2 met · Nice to have: 0 of 1')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/v1/users/job-match')[0]?.body).toEqual({
      posting: 'We need Python and TypeScript.\nGo is a plus.',
      resumeId: second._id,
    });
    const evidence = within(report.getByRole('list', { name: 'Evidence for Python' }));
    expect(evidence.getByText('Label of skills.0.name:')).toBeInTheDocument();
    // The chooser moving on does not change whose field the shown evidence opens.
    await userEvent.selectOptions(report.getByLabelText('Resume to match'), 'Developer CV');
    await userEvent.click(evidence.getByRole('button', { name: 'Show in editor: Label of skills.0.name' }));
    expect(onOpenField).toHaveBeenCalledWith(second._id, 'skills.0.name');
  });

  it('asks for the posting before it can match', () => {
    installFakeApi({ resumes: [first] });
    const { report } = renderReport('   ');
    expect(report.getByText(JOB_MATCH_MESSAGES.postingRequired)).toBeInTheDocument();
    expect(report.getByRole('button', { name: 'Match' })).toBeDisabled();
  });

  it('words the summary as counts of required and nice to have', () => {
    expect(matchSummaryText({ required: { met: 5, total: 8 }, niceToHave: { met: 1, total: 3 } })).toBe(
      'Required: 5 of 8 met · Nice to have: 1 of 3',
    );
  });
});
