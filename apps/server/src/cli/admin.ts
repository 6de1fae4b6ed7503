/**
 * The operator's way in: `npm run admin -- grant <email>`, `revoke <email>`, `list`, `reset-password <email>`,
 * `invite [email]`. Works on PGlite (while no server holds the data directory) and on PostgreSQL (DATABASE_URL;
 * servers may keep running and hear the change).
 */
import { createDatabase, DataDirInUseError, type DatabaseHandle } from '@vitae/db';
import { emailAddress, type Role } from '@vitae/schema';
import { loadConfig } from '../config.ts';
import { DomainError } from '../lib/domain-errors.ts';
import { readCacheFor } from '../lib/read-cache.ts';
import { createMailer } from '../lib/mailer.ts';
import { createAccountLinks } from '../modules/accounts/account-links.ts';
import { createUserService } from '../modules/accounts/users.ts';

/** The command mails nothing: it prints what it makes. */
const silentLog = { warn: () => {}, error: () => {} };

const USAGE = `Usage: npm run admin -- <command>
  grant <email>    make the account with this email an admin
  revoke <email>   make it a plain user again (never the last admin)
  list             the admins
  reset-password <email>   print a one-time link (30 minutes) to set a new password
  invite [email]   print a single-use sign-up invitation (a week; for that address only, when given)
Uses DATABASE_URL when set, else the PGlite data directory DATA_DIR (default ./data).`;

class UsageError extends Error {}
/** A command that cannot be carried out, said in one line. */
class CommandError extends Error {}

async function run(args: string[], out: (line: string) => void): Promise<void> {
  const [command, email, ...rest] = args;
  const roleOf: Record<string, Role> = { grant: 'admin', revoke: 'user' };
  const takesEmail = command! in roleOf || command === 'reset-password';
  const valid =
    rest.length === 0 &&
    (command === 'list' ? email === undefined : command === 'invite' ? true : takesEmail && email !== undefined);
  if (!valid) throw new UsageError(USAGE);

  // The old setting must not stop the one command its own error message points to.
  const config = loadConfig({ ...process.env, ADMIN_EMAILS: '' });
  let database: DatabaseHandle;
  try {
    database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      const pid = Number.isNaN(error.pid) ? 'unknown' : error.pid;
      throw new CommandError(
        `The server is running on the data directory ${config.dataDir} (pid ${pid}). Stop it, run this ` +
          'again, then start the server. (On PostgreSQL, with DATABASE_URL, servers may keep running.)',
      );
    }
    throw error;
  }
  try {
    await database.migrate();
    const users = createUserService({
      db: database.db,
      cache: readCacheFor(database),
      hashCost: config.passwordHashCost,
      signUp: config.signUp,
    });
    const links = createAccountLinks({
      db: database.db,
      mailer: createMailer({ from: config.mail.from, log: silentLog }),
      publicUrl: config.publicUrl,
      hashCost: config.passwordHashCost,
      endAllSessions: async () => {},
      forgetUser: () => {},
      logFailure: () => {},
    });
    if (command === 'invite') {
      if (email !== undefined && !emailAddress().safeParse(email).success)
        throw new CommandError(`${email} is not an email address.`);
      out(await links.invite(email?.trim().toLowerCase()));
      return;
    }
    if (command === 'reset-password') {
      const parsed = emailAddress().safeParse(email);
      const link = parsed.success ? await links.resetLink(parsed.data) : undefined;
      if (!link) throw new CommandError(`There is no account with the email ${email}.`);
      out(`A link to set a new password for ${link.email} (valid 30 minutes, once):`);
      out(link.url);
      return;
    }
    if (command === 'list') {
      const admins = (await users.listAll()).filter((user) => user.role === 'admin');
      if (!admins.length) out('No admin yet. Grant the role with: npm run admin -- grant <email>');
      for (const admin of admins) out(`${admin.email}\t${admin.fullName}\tsince ${admin.createdAt}`);
      return;
    }
    const parsed = emailAddress().safeParse(email);
    const user = parsed.success ? await users.findByEmail(parsed.data) : undefined;
    if (!user) throw new CommandError(`There is no account with the email ${email}.`);
    const change = await users.setRole(user._id, roleOf[command!]!);
    if (change.previousRole === change.user.role) {
      out(`${change.user.email} is already ${change.user.role === 'admin' ? 'an admin' : 'a plain user'}.`);
    } else {
      out(
        `role changed from ${change.previousRole} to ${change.user.role} for ${change.user.email} by the operator (npm run admin)`,
      );
    }
  } finally {
    await database.close();
  }
}

try {
  await run(process.argv.slice(2), (line) => console.log(line));
  process.exit(0);
} catch (error) {
  const told = error instanceof UsageError || error instanceof CommandError || error instanceof DomainError;
  console.error(told ? error.message : error);
  process.exit(error instanceof UsageError ? 2 : 1);
}
