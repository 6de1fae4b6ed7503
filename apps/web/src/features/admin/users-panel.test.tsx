import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type User } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import { fakeUser, installFakeApi, type FakeApi } from '../../test/fake-api.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';
import { setLanguage } from '../../lib/i18n/language.ts';

const admin = fakeUser({
  _id: '00000000-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  fullName: 'Ada Admin',
  role: 'admin',
  createdAt: '2026-01-01T12:00:00.000Z',
});
const bob = fakeUser({
  _id: '00000000-0000-4000-8000-000000000002',
  email: 'bob@example.com',
  fullName: 'Bob Builder',
  role: 'user',
  createdAt: '2026-02-03T12:00:00.000Z',
});
const members = (count: number): User[] =>
  Array.from({ length: count }, (_, i) =>
    fakeUser({
      _id: `00000000-0000-4000-8000-${String(100 + i).padStart(12, '0')}`,
      email: `member${i + 1}@example.com`,
      fullName: `Member ${i + 1}`,
    }),
  );

async function openUsersTab(users: User[] = [admin, bob], before?: (fake: FakeApi) => void) {
  const fake = installFakeApi({ user: admin, users });
  before?.(fake);
  signIn();
  renderApp('/admin');
  await userEvent.click(await screen.findByRole('tab', { name: 'Users' }));
  return fake;
}

const usersCalls = (fake: FakeApi) => fake.callsTo('GET', '/api/v1/admin/users').map((call) => call.query);

describe('the admin page tabs', () => {
  it('opens on Templates, and moves between the tabs with the arrow keys, Home and End', async () => {
    const fake = installFakeApi({ user: admin, users: [admin, bob] });
    signIn();
    renderApp('/admin');
    const tablist = await screen.findByRole('tablist', { name: 'Admin sections' });
    const templatesTab = within(tablist).getByRole('tab', { name: 'Templates' });
    const usersTab = within(tablist).getByRole('tab', { name: 'Users' });
    expect(templatesTab).toHaveAttribute('aria-selected', 'true');
    expect(usersTab).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Templates' })).toContainElement(
      await screen.findByRole('heading', { name: 'Classic' }),
    );
    // The users are not fetched until their tab is opened.
    expect(usersCalls(fake)).toHaveLength(0);

    templatesTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(usersTab).toHaveFocus();
    expect(usersTab).toHaveAttribute('aria-selected', 'true');
    expect(templatesTab).toHaveAttribute('aria-selected', 'false');
    expect(await screen.findByRole('tabpanel', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New Template' })).not.toBeInTheDocument();

    await userEvent.keyboard('{ArrowLeft}');
    expect(templatesTab).toHaveFocus();
    expect(templatesTab).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(usersTab).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(templatesTab).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is in the Tab order.
    expect(templatesTab).toHaveAttribute('tabindex', '0');
    expect(usersTab).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('button', { name: 'Add New Template' })).toBeInTheDocument();
  });
});

describe('the Users tab', () => {
  it('lists the users with name, email, role and joined date, with the bearer', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fake = await openUsersTab([admin, bob], (api) =>
      api.override('GET', '/api/v1/admin/users', async () => {
        await gate;
        return {
          status: 200,
          body: { statusCode: 200, data: { users: [admin, bob], total: 2, page: 1, pageSize: 20 }, success: true },
        };
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading users…');
    release();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Joined', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Ada Admin', 'ada@example.com', 'Admin', 'Jan 1, 2026', 'Remove admin'],
      ['Bob Builder', 'bob@example.com', 'User', 'Feb 3, 2026', 'Make bob@example.com admin'],
    ]);
    expect(within(rows[0]!).getByRole('button', { name: 'Remove admin role from ada@example.com' })).toBeEnabled();
    expect(within(rows[1]!).getByRole('button', { name: 'Make bob@example.com admin' })).toBeEnabled();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    const call = fake.callsTo('GET', '/api/v1/admin/users')[0]!;
    expect(call.query).toEqual({ search: '', page: '1', pageSize: '20' });
    expect(call.headers.Authorization).toBe('Bearer access-0');
  });

  it('searches after the typing pauses, sending `search` and going back to page 1', async () => {
    const fake = await openUsersTab([admin, ...members(21), bob]);
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'bob');
    // One request for the whole word, not one per key.
    await waitFor(() => expect(usersCalls(fake).at(-1)).toEqual({ search: 'bob', page: '1', pageSize: '20' }));
    expect(usersCalls(fake).filter((query) => query.search && query.search !== 'bob')).toHaveLength(0);
    const table = await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('cell', { name: 'bob@example.com' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('says so when no user matches', async () => {
    await openUsersTab();
    await screen.findByRole('table', { name: 'Users' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody');
    expect(await screen.findByText('No users match your search.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages with Previous and Next, disabled at the ends', async () => {
    const fake = await openUsersTab([admin, ...members(44)]);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(await screen.findByRole('cell', { name: 'member20@example.com' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(previous).toBeEnabled();
    await userEvent.click(next);
    expect(await screen.findByRole('cell', { name: 'member44@example.com' })).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row')).toHaveLength(6);
    await userEvent.click(previous);
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(usersCalls(fake).map((query) => query.page)).toEqual(expect.arrayContaining(['1', '2', '3']));
  });

  it('makes a user admin with PUT {role: "admin"}, says "Role updated." and shows the new role', async () => {
    const fake = await openUsersTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Make bob@example.com admin' }));
    expect(await screen.findByText(MESSAGES.roleUpdated)).toBeInTheDocument();
    const put = fake.callsTo('PUT', '/api/v1/admin/users/')[0]!;
    expect(put.path).toBe(`/api/v1/admin/users/${bob._id}/role`);
    expect(put.body).toEqual({ role: 'admin' });
    expect(put.headers.Authorization).toBe('Bearer access-0');
    expect(await screen.findByRole('button', { name: 'Remove admin role from bob@example.com' })).toBeEnabled();
    expect(usersCalls(fake)).toHaveLength(2);
  });

  it('disables the role buttons while a change is under way', async () => {
    const fake = await openUsersTab();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fake.override('PUT', `/api/v1/admin/users/${bob._id}/role`, async () => {
      await gate;
      return { status: 200, body: { statusCode: 200, data: { ...bob, role: 'admin' }, message: 'ok', success: true } };
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Make bob@example.com admin' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove admin role from ada@example.com' })).toBeDisabled(),
    );
    expect(screen.getByRole('button', { name: 'Make bob@example.com admin' })).toBeDisabled();
    release();
    expect(await screen.findByText(MESSAGES.roleUpdated)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove admin role from ada@example.com' })).toBeEnabled(),
    );
  });

  it('shows the server’s 409 when the last admin would be demoted, and keeps the role', async () => {
    const fake = await openUsersTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove admin role from ada@example.com' }));
    expect(await screen.findByText(MESSAGES.lastAdmin)).toBeInTheDocument();
    expect(fake.callsTo('PUT', '/api/v1/admin/users/')[0]?.body).toEqual({ role: 'user' });
    expect(screen.getByRole('button', { name: 'Remove admin role from ada@example.com' })).toBeEnabled();
    expect(screen.queryByText(MESSAGES.roleUpdated)).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the list fails, and retries', async () => {
    const fake = await openUsersTab([admin, bob], (api) => api.fail('GET', '/api/v1/admin/users', 500, 'Boom.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${MESSAGES.fetchUsersFailed} Boom.`);
    fake.override('GET', '/api/v1/admin/users', () => ({
      status: 200,
      body: { statusCode: 200, data: { users: [bob], total: 1, page: 1, pageSize: 20 }, message: 'OK', success: true },
    }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'bob@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the Users tab in another language (docs/i18n.md)', () => {
  it('German: the table, its joined dates in German and the page count', async () => {
    installFakeApi({ user: admin, users: [admin, bob] });
    signIn();
    await setLanguage('de');
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Administrator-Übersicht' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('tab', { name: 'Benutzer' }));
    const row = (await screen.findByRole('cell', { name: 'Bob Builder' })).closest('tr')!;
    expect(within(row).getByText('03.02.2026').tagName).toBe('TIME');
    expect(within(row).getByRole('button', { name: 'Zum Administrator machen (bob@example.com)' })).toBeInTheDocument();
    expect(screen.getByText('Seite 1 von 1')).toBeInTheDocument();
  });
});
