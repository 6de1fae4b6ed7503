import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MESSAGES,
  type Resume,
  TAILOR_MESSAGES,
  tailorBodySchema,
  tailorDecisionBodySchema,
  type TailorDecision,
  type TailorProposal,
} from '@vitae/schema';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { failure, ok, withBody } from '../../test/fake-answers.ts';
import { fakeResume, installFakeApi, patchPathOf, type FakeApi } from '../../test/fake-api.ts';
import { TailorPanel } from './tailor-panel.tsx';

const APPLICATION = '60000000-0000-4000-8000-000000000001';
const TAILOR = `/api/v1/users/applications/${APPLICATION}/tailor`;

const master = fakeResume({
  _id: '20000000-0000-4000-8000-000000000011',
  resumeTitle: 'Product resume',
  summary: '<p>Product manager with 8 years in logistics and payments.</p>',
  skills: [{ name: 'Roadmapping' }, { name: 'SQL' }],
  experience: [
    {
      title: 'Product Manager',
      companyName: 'Acme',
      city: '',
      state: '',
      startDate: '2019-03',
      endDate: '',
      currentlyWorking: true,
      workSummary: '<ul><li>Ran planning.</li><li>Grew conversion by 12%.</li></ul>',
    },
  ],
});
const variant: Resume = {
  ...master,
  _id: '20000000-0000-4000-8000-000000000012',
  resumeTitle: 'Product resume — Globex',
  masterId: master._id,
};

const proposals: TailorProposal[] = [
  {
    id: 'offline-skills',
    field: 'skills',
    before: 'Roadmapping, SQL',
    after: 'SQL, Roadmapping',
    value: [{ name: 'SQL' }, { name: 'Roadmapping' }],
    source: 'offline',
    reason: TAILOR_MESSAGES.skillOrderReason(1),
  },
  {
    id: 'ai-bullet-0-1',
    field: 'experience.0.workSummary',
    before: 'Grew conversion by 12%.',
    after: 'Grew checkout conversion by 12%.',
    value: { replace: 'Grew conversion by 12%.', with: 'Grew checkout conversion by 12%.' },
    source: 'ai',
    reason: TAILOR_MESSAGES.aiBulletReason,
  },
];
const dropped = [
  {
    kind: 'number' as const,
    text: 'Grew conversion by 40%.',
    reason: 'adds the number 40%, which your resume does not have',
  },
];

/** The tailoring routes, played as the server does: a variant made on POST, the choices recorded. */
function fakeTailoring(fake: FakeApi, { tailored = false } = {}) {
  const decisions: Record<string, TailorDecision> = {};
  let made = tailored;
  if (tailored) fake.state.resumes.set(variant._id, variant);
  fake.override('GET', TAILOR, () =>
    made
      ? ok({ variant: fake.state.resumes.get(variant._id), proposals, dropped, decisions })
      : failure(404, TAILOR_MESSAGES.noTailoring),
  );
  fake.override(
    'POST',
    TAILOR,
    withBody(tailorBodySchema, () => {
      made = true;
      fake.state.resumes.set(variant._id, variant);
      return ok({ variant, proposals, dropped }, 201, TAILOR_MESSAGES.created);
    }),
  );
  for (const proposal of proposals) {
    fake.override(
      'POST',
      `${TAILOR}/${proposal.id}`,
      withBody(tailorDecisionBodySchema, (_call, { decision }) => {
        if (decision === 'open') delete decisions[proposal.id];
        else decisions[proposal.id] = decision;
        return ok({ decisions: { ...decisions } });
      }),
    );
  }
  return { decisions };
}

function renderPanel(resumes: Resume[] = [master]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onOpenVariant = vi.fn();
  const tree = (shown: Resume[]) => (
    <QueryClientProvider client={client}>
      <TailorPanel applicationId={APPLICATION} resumes={shown} onOpenVariant={onOpenVariant} />
      <Toaster />
    </QueryClientProvider>
  );
  const { rerender } = render(tree(resumes));
  return { onOpenVariant, showResumes: (shown: Resume[]) => rerender(tree(shown)) };
}

const panel = () => within(screen.getByRole('region', { name: 'Tailoring' }));
const proposalsList = () => panel().findByRole('list', { name: 'Proposed changes' });

describe('TailorPanel', () => {
  it('tailors the first resume shown when the resumes arrive after the panel (the page loads them later)', async () => {
    const fake = installFakeApi({ resumes: [master] });
    fakeTailoring(fake);
    const { showResumes } = renderPanel([]);
    showResumes([master]);
    expect(await panel().findByLabelText('Resume to tailor')).toHaveValue(master._id);
    await userEvent.click(panel().getByRole('button', { name: 'Tailor for this application' }));
    await waitFor(() => expect(fake.callsTo('POST', TAILOR)).toHaveLength(1));
    expect(fake.callsTo('POST', TAILOR)[0]!.body).toEqual({ resumeId: master._id });
  });

  it('tailors the chosen resume and shows each proposal as a diff, the dropped ones counted with reasons', async () => {
    const fake = installFakeApi({ resumes: [master] });
    fakeTailoring(fake);
    const { onOpenVariant } = renderPanel([
      master,
      fakeResume({ _id: '20000000-0000-4000-8000-000000000013', resumeTitle: 'Other' }),
    ]);

    expect(await panel().findByLabelText('Resume to tailor')).toHaveValue(master._id);
    await userEvent.click(panel().getByRole('button', { name: 'Tailor for this application' }));
    await waitFor(() => expect(fake.callsTo('POST', TAILOR)).toHaveLength(1));
    expect(fake.callsTo('POST', TAILOR)[0]!.body).toEqual({ resumeId: master._id });

    const list = await proposalsList();
    const bullet = within(list).getByRole('heading', { name: 'Experience: Product Manager at Acme' }).closest('li')!;
    expect(within(bullet).getByText('checkout', { exact: false }).closest('ins')).not.toBeNull();
    expect(bullet).toHaveTextContent(TAILOR_MESSAGES.aiBulletReason);
    const skills = within(list).getByRole('heading', { name: 'Order of skills' }).closest('li')!;
    expect(skills).toHaveTextContent(/Before: .*Roadmapping.*SQL.*After: .*SQL.*Roadmapping/);
    expect(within(skills).getAllByRole('deletion').length).toBeGreaterThan(0);

    expect(panel().getByText(TAILOR_MESSAGES.dropped(1))).toBeInTheDocument();
    expect(panel().getByRole('list', { name: 'Dropped proposals', hidden: true })).toHaveTextContent(
      'adds the number 40%, which your resume does not have',
    );

    await userEvent.click(panel().getByRole('button', { name: 'Open tailored copy' }));
    expect(onOpenVariant).toHaveBeenCalledWith(variant._id);
  });

  it('accepts a proposal by writing it to the tailored copy with its version, then undoes it', async () => {
    const fake = installFakeApi({ resumes: [master] });
    const { decisions } = fakeTailoring(fake, { tailored: true });
    renderPanel();
    const list = await proposalsList();

    await userEvent.click(within(list).getByRole('button', { name: 'Accept: Experience: Product Manager at Acme' }));
    await waitFor(() => expect(decisions).toEqual({ 'ai-bullet-0-1': 'accepted' }));
    const patch = fake.callsTo('PATCH', patchPathOf(variant))[0]!.body as Partial<Resume>;
    expect(patch.version).toBe(1);
    expect(patch.experience![0]!.workSummary).toBe(
      '<ul><li>Ran planning.</li><li>Grew checkout conversion by 12%.</li></ul>',
    );
    expect(fake.callsTo('PATCH', patchPathOf(master))).toHaveLength(0);
    expect(await screen.findByText(TAILOR_MESSAGES.accepted)).toBeInTheDocument();

    await userEvent.click(
      await within(list).findByRole('button', { name: 'Undo: Experience: Product Manager at Acme' }),
    );
    await waitFor(() => expect(decisions).toEqual({}));
    const undo = fake.callsTo('PATCH', patchPathOf(variant))[1]!.body as Partial<Resume>;
    expect(undo.version).toBe(2);
    expect(undo.experience![0]!.workSummary).toBe(master.experience[0]!.workSummary);
    expect(fake.state.resumes.get(variant._id)!.experience[0]!.workSummary).toBe(master.experience[0]!.workSummary);
    expect(
      await within(list).findByRole('button', { name: 'Accept: Experience: Product Manager at Acme' }),
    ).toBeEnabled();
  });

  it('rejects a proposal without touching the copy, and it leaves the list', async () => {
    const fake = installFakeApi({ resumes: [master] });
    const { decisions } = fakeTailoring(fake, { tailored: true });
    renderPanel();
    const list = await proposalsList();
    await userEvent.click(within(list).getByRole('button', { name: 'Reject: Order of skills' }));
    await waitFor(() => expect(decisions).toEqual({ 'offline-skills': 'rejected' }));
    await waitFor(() => expect(within(list).queryByRole('heading', { name: 'Order of skills' })).toBeNull());
    expect(fake.callsTo('PATCH', '/api/v1/users/update-resume-details/')).toHaveLength(0);
  });

  it('says so when the copy changed elsewhere (409), records nothing and shows the copy as it is', async () => {
    const fake = installFakeApi({ resumes: [master] });
    const { decisions } = fakeTailoring(fake, { tailored: true });
    renderPanel();
    const list = await proposalsList();
    // Someone else saved the copy: the panel still holds version 1.
    fake.state.resumes.set(variant._id, { ...variant, version: 2, skills: [{ name: 'SQL' }] });
    await userEvent.click(within(list).getByRole('button', { name: 'Accept: Order of skills' }));
    expect(await panel().findByRole('alert')).toHaveTextContent(TAILOR_MESSAGES.conflict);
    expect(decisions).toEqual({});
    expect(fake.callsTo('POST', `${TAILOR}/offline-skills`)).toHaveLength(0);

    // Chosen again, it is written on the version now there.
    await userEvent.click(within(list).getByRole('button', { name: 'Accept: Order of skills' }));
    await waitFor(() => expect(decisions).toEqual({ 'offline-skills': 'accepted' }));
    expect(fake.callsTo('PATCH', patchPathOf(variant)).at(-1)!.body).toMatchObject({ version: 2 });
  });

  it('says when a bullet a proposal rephrases has changed since, and writes nothing', async () => {
    const fake = installFakeApi({ resumes: [master] });
    fakeTailoring(fake, { tailored: true });
    fake.state.resumes.set(variant._id, {
      ...variant,
      experience: [{ ...variant.experience[0]!, workSummary: '<ul><li>Ran planning.</li><li>Grew it.</li></ul>' }],
    });
    renderPanel();
    const list = await proposalsList();
    await userEvent.click(within(list).getByRole('button', { name: 'Accept: Experience: Product Manager at Acme' }));
    expect(await panel().findByRole('alert')).toHaveTextContent(TAILOR_MESSAGES.stale);
    expect(fake.callsTo('PATCH', patchPathOf(variant))).toHaveLength(0);
  });

  it('shows the server’s message when tailoring fails, and only the button before any tailoring', async () => {
    const fake = installFakeApi({ resumes: [master] });
    fakeTailoring(fake);
    fake.fail('POST', TAILOR, 422, MESSAGES.resumeNotFound);
    renderPanel();
    const button = await panel().findByRole('button', { name: 'Tailor for this application' });
    expect(panel().queryByRole('list', { name: 'Proposed changes' })).toBeNull();
    await userEvent.click(button);
    expect(await panel().findByRole('alert')).toHaveTextContent(MESSAGES.resumeNotFound);
  });
});
