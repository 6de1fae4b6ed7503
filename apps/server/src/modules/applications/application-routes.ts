import { Readable } from 'node:stream';
import {
  APPLICATION_CSV_COLUMNS,
  APPLICATION_MESSAGES,
  applicationIdParamsSchema,
  applicationImportResultSchema,
  applicationInsightsSchema,
  applicationListQuerySchema,
  applicationSchema,
  createApplicationBodySchema,
  LIMITS,
  stageChangeBodySchema,
  updateApplicationBodySchema,
} from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { createRoute, removeRoute } from '../../http/document-routes.ts';
import { bearer, replies } from '../../http/replies.ts';
import { readUpload, registerUpload } from '../../http/upload.ts';
import { TooLarge } from '../../lib/domain-errors.ts';
import { perUserPerMinute } from '../../plugins/rate-limit.ts';
import { applicationsCsv, readApplicationsCsv } from './csv.ts';
import { csvTooLarge } from './errors.ts';
import { applicationCalendar } from './ics.ts';

/** The form, for the API documentation only: the multipart parser reads it, not the validator. */
const importFormSchema = z
  .object({
    file: z.string().meta({
      format: 'binary',
      description: `A CSV file (UTF-8) with a header row, at most ${LIMITS.applicationsCsvBytes / 1_048_576} MB.`,
    }),
  })
  .partial()
  .nullish();

/** The signed-in user's applications under /api/v1/users/applications; another user's id answers 404. */
export default async function applicationRoutes(fastify: FastifyInstance) {
  // Registered here, so only the import reads multipart bodies: one CSV file, no other field.
  await registerUpload(fastify, { maxBytes: LIMITS.applicationsCsvBytes, fields: 0 });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { applications } = app.services;
  const tags = ['applications'];
  const security = bearer;
  const importRateLimit = perUserPerMinute(
    app,
    'applications-import',
    app.config.importRateLimitPerMinute,
    APPLICATION_MESSAGES.importTooFast,
  );
  const calendarHost = new URL(app.config.publicUrl).hostname || 'vitae';

  createRoute(
    app,
    {
      tags,
      path: '/applications',
      summary: 'Add an application',
      description:
        'Company and role are required; `stage` defaults to `saved` (`reason` only, and then required, for ' +
        '`closed`). `stageHistory` starts with that stage. A `resumeId` or `coverLetterId` must be mine (404). ' +
        `An account keeps at most ${LIMITS.applicationsPerUser} applications: one more answers 422.`,
      body: createApplicationBodySchema,
      document: applicationSchema,
      message: APPLICATION_MESSAGES.created,
    },
    applications.create,
  );

  app.get(
    '/applications',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'My applications, filtered and sorted',
        description:
          '`stage` keeps one stage; `search` keeps those whose company, role, location, notes or posting hold the ' +
          'words (any case); `sort` is `updated` (newest first, the default), `created` (newest first), `company` ' +
          '(A to Z) or `nextStep` (soonest first, those without one last).',
        querystring: applicationListQuerySchema,
        response: replies(200, z.array(applicationSchema)),
      },
    },
    async (request) => ok(await applications.list(request.user._id, request.query)),
  );

  // The fixed paths below come before /applications/:id so that none is read as an id.
  app.get(
    '/applications/insights',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Counts per stage, closing reasons, response rate and median days in each stage',
        response: replies(200, applicationInsightsSchema),
      },
    },
    async (request) => ok(await applications.insights(request.user._id)),
  );

  app.get(
    '/applications/export.csv',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Download my applications as CSV',
        description:
          `One row per application, the columns ${APPLICATION_CSV_COLUMNS.join(', ')} in this order (RFC 4180, ` +
          "UTF-8 with a byte order mark). A cell that starts with = + - @, a tab or a CR gets a leading ' so that " +
          'a spreadsheet never runs it as a formula; import takes it away.',
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      // The first batch is read before answering, so a failing database still gets the error envelope.
      const batches = applications.stream(request.user._id);
      const first = await batches.next();
      const all = (async function* () {
        if (first.done) return;
        yield first.value;
        yield* batches;
      })();
      // Written as the rows are read: the file is never held whole in memory.
      return reply
        .header('content-disposition', 'attachment; filename="vitae-applications.csv"')
        .header('x-content-type-options', 'nosniff')
        .type('text/csv; charset=utf-8')
        .send(Readable.from(applicationsCsv(all)) as never);
    },
  );

  app.post(
    '/applications/import',
    {
      onRequest: [app.authenticate, importRateLimit],
      schema: {
        tags,
        security,
        summary: 'Add applications from a CSV file',
        description:
          'multipart/form-data with one file part named `file`: a CSV with a header row naming its columns (those ' +
          'of export.csv; `company` and `role` required, unknown columns ignored), at most ' +
          `${LIMITS.applicationsCsvRows} rows and ${LIMITS.applicationsCsvBytes / 1_048_576} MB (413 past either). ` +
          'Each row is checked as a new application would be; the first bad row answers 400 naming its line, and ' +
          'nothing is imported. A file that is not text answers 415. All the rows are added at once, within the ' +
          `${LIMITS.applicationsPerUser} applications an account keeps (422 past it). Imports count toward a ` +
          'per-user limit (429).',
        consumes: ['multipart/form-data'],
        body: importFormSchema,
        response: replies(201, applicationImportResultSchema),
      },
    },
    async (request, reply) => {
      const { file } = await readUpload(request).catch((error: unknown) => {
        // The upload's own "too large" speaks of resume imports; this file has its own limit.
        throw error instanceof TooLarge ? csvTooLarge() : error;
      });
      const imported = await applications.importRows(request.user._id, readApplicationsCsv(file));
      reply.code(201);
      return ok({ imported }, APPLICATION_MESSAGES.imported(imported), 201);
    },
  );

  app.get(
    '/applications/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'One of my applications',
        params: applicationIdParamsSchema,
        response: replies(200, applicationSchema),
      },
    },
    async (request) => ok(await applications.get(request.user._id, request.params.id)),
  );

  app.patch(
    '/applications/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Change any subset of the fields; only those sent change',
        description:
          'The stage changes only through …/stage. A new `nextStep` (or null) moves the one it replaces to ' +
          '`pastSteps`. A `resumeId` or `coverLetterId` must be mine (404); once the application was sent (it ' +
          'reached `applied`), linking one keeps a frozen copy of it in `sentResume` / `sentCoverLetter`.',
        params: applicationIdParamsSchema,
        body: updateApplicationBodySchema,
        response: replies(200, applicationSchema),
      },
    },
    async (request) =>
      ok(await applications.update(request.user._id, request.params.id, request.body), APPLICATION_MESSAGES.updated),
  );

  removeRoute(
    app,
    {
      tags,
      path: '/applications/:id',
      summary: 'Delete one of my applications, for good',
      params: applicationIdParamsSchema,
      message: APPLICATION_MESSAGES.deleted,
    },
    applications.remove,
  );

  app.post(
    '/applications/:id/stage',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Move an application to another stage',
        description:
          'The change is appended to `stageHistory` with its date (`reason` required for, and only for, `closed`). ' +
          'The stage and reason it is at already change nothing. Reaching `applied` or later keeps a frozen copy ' +
          'of the linked resume and cover letter, as they are then.',
        params: applicationIdParamsSchema,
        body: stageChangeBodySchema,
        response: replies(200, applicationSchema),
      },
    },
    async (request) =>
      ok(
        await applications.changeStage(request.user._id, request.params.id, request.body),
        APPLICATION_MESSAGES.stageChanged,
      ),
  );

  app.get(
    '/applications/:id/calendar.ics',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The application's dated steps as an iCalendar file",
        description:
          'text/calendar (RFC 5545): one one-hour event per step, the next one and the past ones, in UTC, each ' +
          'with a UID that stays the same in every download.',
        params: applicationIdParamsSchema,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const application = await applications.get(request.user._id, request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="application-${application._id}.ics"`)
        .header('x-content-type-options', 'nosniff')
        .send(applicationCalendar(application, { now: new Date(), host: calendarHost }));
    },
  );
}
