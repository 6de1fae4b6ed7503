import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_MESSAGES, type Application } from '@vitae/schema';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fake-api.ts';
import { fakeApplication } from '../../test/fake-applications.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

/** Signed in on /applications (a view: ?view=board…), with these applications on the fake server. */
async function openApplications(applications: Application[] = [], view = '') {
  const fake = installFakeApi({ applications });
  signIn();
  const utils = renderApp(`/applications${view ? `?view=${view}` : ''}`);
  await screen.findByRole('heading', { name: 'Applications', level: 1 });
  return { fake, ...utils };
}

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the applications page', () => {
  it('is in the header once signed in, marked as the current page', async () => {
    installFakeApi();
    signIn();
    const { router } = renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Applications' }));
    expect(await screen.findByRole('heading', { name: 'Applications', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/applications');
    expect(within(nav).getByRole('link', { name: 'Applications' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends a signed-out visitor to sign-in', async () => {
    installFakeApi({ user: null });
    const { router } = renderApp('/applications');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
  });

  it('add dialog: the schema’s messages for company, role, link and a close without reason; then it is added and opens', async () => {
    const { fake, router } = await openApplications();
    await userEvent.click(screen.getByRole('button', { name: 'Add application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add application' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(APPLICATION_MESSAGES.companyRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(APPLICATION_MESSAGES.roleRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Company')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(within(dialog).getByLabelText('Company'), 'Acme');
    await userEvent.type(within(dialog).getByLabelText('Role'), 'Nurse');
    await userEvent.type(within(dialog).getByLabelText('Link to the posting'), 'acme.example/jobs/1');
    await userEvent.selectOptions(within(dialog).getByLabelText('Stage'), 'Closed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(APPLICATION_MESSAGES.linkInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(APPLICATION_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/v1/users/applications')).toHaveLength(0);
    await userEvent.clear(within(dialog).getByLabelText('Link to the posting'));
    await userEvent.type(within(dialog).getByLabelText('Link to the posting'), 'https://acme.example/jobs/1');
    await userEvent.selectOptions(within(dialog).getByLabelText('Stage'), 'Applied');
    await userEvent.type(within(dialog).getByLabelText('Job posting'), 'Registered nurse, BLS required.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.created)).toBeInTheDocument();
    const [call] = fake.callsTo('POST', '/api/v1/users/applications');
    expect(call?.body).toMatchObject({
      company: 'Acme',
      role: 'Nurse',
      link: 'https://acme.example/jobs/1',
      stage: 'applied',
      posting: 'Registered nurse, BLS required.',
    });
    expect(call?.body).not.toHaveProperty('reason');
    const [created] = [...fake.state.applications.values()];
    await waitFor(() => expect(router.state.location.pathname).toBe(`/applications/${created!._id}`));
  });

  it('list: filters by stage and searches on the server, sorts by a column, and each row opens its application', async () => {
    const { fake, router } = await openApplications([
      fakeApplication({ company: 'Beta', role: 'Analyst', stage: 'interview', updatedAt: '2026-01-03T00:00:00.000Z' }),
      fakeApplication({ company: 'acme', role: 'Engineer', stage: 'saved', updatedAt: '2026-01-02T00:00:00.000Z' }),
      fakeApplication({ company: 'Cargo', role: 'Driver', stage: 'interview', notes: 'Met Sam at the fair' }),
    ]);
    await waitFor(() => expect(rowNames()).toEqual(['Beta', 'acme', 'Cargo']));
    await userEvent.click(screen.getByRole('button', { name: 'Company' }));
    expect(rowNames()).toEqual(['acme', 'Beta', 'Cargo']);
    expect(screen.getByRole('columnheader', { name: 'Company' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Company' }));
    expect(rowNames()).toEqual(['Cargo', 'Beta', 'acme']);

    await userEvent.selectOptions(screen.getByLabelText('Stage'), 'Interview');
    await waitFor(() => expect(rowNames()).toEqual(['Cargo', 'Beta']));
    expect(
      fake.calls.some((call) => call.path === '/api/v1/users/applications' && call.query.stage === 'interview'),
    ).toBe(true);
    await userEvent.type(screen.getByLabelText('Search'), 'sam');
    await waitFor(() => expect(rowNames()).toEqual(['Cargo']));
    expect(fake.calls.at(-1)?.query).toEqual({ stage: 'interview', search: 'sam' });
    await userEvent.type(screen.getByLabelText('Search'), 'uel');
    expect(await screen.findByText('No application matches these filters.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Search'));
    await userEvent.click(await screen.findByRole('link', { name: 'Cargo' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/applications\/6/));
    expect(await screen.findByRole('heading', { name: 'Driver · Cargo' })).toBeInTheDocument();
  });

  it('board: a column per stage; "Move to…" from the keyboard sends the stage, and Closed asks for the reason first', async () => {
    const application = fakeApplication({ company: 'Acme', role: 'Nurse', stage: 'applied' });
    const { fake } = await openApplications([application], 'board');
    const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name} \\(`) });
    await waitFor(() => expect(within(column('Applied')).getByText('Acme')).toBeInTheDocument());
    expect(screen.getAllByRole('region', { name: / \(\d+\)$/ })).toHaveLength(6);

    const menu = within(column('Applied')).getByRole('button', { name: 'Move Acme – Nurse to…' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Saved', 'Screening', 'Interview', 'Offer', 'Closed']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Screening' }));
    await waitFor(() => expect(within(column('Screening')).getByText('Acme')).toBeInTheDocument());
    const path = `/api/v1/users/applications/${application._id}/stage`;
    expect(fake.callsTo('POST', path).map((call) => call.body)).toEqual([{ stage: 'screening' }]);

    await userEvent.click(within(column('Screening')).getByRole('button', { name: 'Move Acme – Nurse to…' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Closed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close application' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(APPLICATION_MESSAGES.reasonRequired);
    expect(fake.callsTo('POST', path)).toHaveLength(1);
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'Ghosted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close application' }));
    await waitFor(() => expect(within(column('Closed')).getByText('Acme')).toBeInTheDocument());
    expect(fake.callsTo('POST', path)[1]?.body).toEqual({ stage: 'closed', reason: 'ghosted' });
    expect(within(column('Closed')).getByText('Closed · Ghosted')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('board: a card dropped on another column moves there', async () => {
    const application = fakeApplication({ company: 'Acme', stage: 'saved' });
    const { fake } = await openApplications([application], 'board');
    const card = await screen.findByText('Acme');
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: '',
      dropEffect: '',
    };
    fireEvent.dragStart(card.closest('li')!, { dataTransfer });
    const target = screen.getByRole('region', { name: /^Offer \(/ });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    await waitFor(() => expect(within(target).getByText('Acme')).toBeInTheDocument());
    expect(fake.callsTo('POST', `/api/v1/users/applications/${application._id}/stage`)[0]?.body).toEqual({
      stage: 'offer',
    });
  });

  it('calendar: the dated next steps by day, soonest first, each downloadable as .ics', async () => {
    const later = fakeApplication({
      company: 'Beta',
      nextStep: { title: 'Panel interview', at: '2026-12-10T15:00:00+01:00' },
    });
    const sooner = fakeApplication({
      company: 'Acme',
      nextStep: { title: 'Phone screen', at: '2026-12-03T09:30:00+01:00' },
    });
    const undated = fakeApplication({ company: 'Cargo' });
    const { fake } = await openApplications([later, undated, sooner], 'calendar');
    const days = await screen.findAllByRole('region', { name: /2026/ });
    expect(days).toHaveLength(2);
    expect(within(days[0]!).getByText(/Phone screen/)).toBeInTheDocument();
    expect(within(days[1]!).getByText(/Panel interview/)).toBeInTheDocument();
    expect(screen.queryByText(/Cargo/)).not.toBeInTheDocument();

    const saved: { fileName?: string } = {};
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:ics'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.fileName = this.download;
    });
    await userEvent.click(within(days[0]!).getByRole('button', { name: 'Download .ics: Phone screen, Acme' }));
    await waitFor(() => expect(saved.fileName).toBe('interview.ics'));
    expect(fake.callsTo('GET', `/api/v1/users/applications/${sooner._id}/calendar.ics`)).toHaveLength(1);
  });

  it('insights: counts per stage, closed by reason and the response rate as tables', async () => {
    const history = (stages: Application['stage'][]) =>
      stages.map((stage) => ({ stage, reason: null, at: '2026-01-01T00:00:00.000Z' }));
    await openApplications(
      [
        fakeApplication({ stage: 'saved' }),
        fakeApplication({ stage: 'applied', stageHistory: history(['saved', 'applied']) }),
        fakeApplication({ stage: 'interview', stageHistory: history(['applied', 'screening', 'interview']) }),
        fakeApplication({ stage: 'closed', closedReason: 'rejected', stageHistory: history(['applied', 'closed']) }),
      ],
      'insights',
    );
    const byStage = await screen.findByRole('table', { name: 'By stage' });
    const row = (table: HTMLElement, name: string) =>
      within(table).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td')[0]!.textContent;
    expect(row(byStage, 'Saved')).toBe('1');
    expect(row(byStage, 'Applied')).toBe('1');
    expect(row(byStage, 'Screening')).toBe('0');
    expect(row(byStage, 'Interview')).toBe('1');
    const reasons = screen.getByRole('table', { name: 'Closed, by reason' });
    expect(row(reasons, 'Rejected')).toBe('1');
    expect(row(reasons, 'Ghosted')).toBe('0');
    // 3 reached Applied, 1 of them Screening or later.
    expect(screen.getByText('33%')).toBeInTheDocument();
  });

  it('CSV import: the server’s refusal (which line, why) is shown by the input; a file that is no CSV is refused first', async () => {
    const { fake } = await openApplications();
    const input = screen.getByLabelText(/Import CSV/);
    await userEvent.upload(input, new File(['company,role\nAcme,Nurse\nBeta,\n'], 'jobs.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      APPLICATION_MESSAGES.csvBadRow(3, APPLICATION_MESSAGES.roleRequired),
    );
    expect(fake.state.applications.size).toBe(0);

    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['%PDF'], 'jobs.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(APPLICATION_MESSAGES.csvNotCsv);
    expect(fake.callsTo('POST', '/api/v1/users/applications/import')).toHaveLength(1);

    await userEvent.upload(input, new File(['company,role\nAcme,Nurse\n'], 'jobs.csv', { type: 'text/csv' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.imported(1))).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Acme' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
