import {
  LIMITS,
  type MessageId,
  updateApplicationBodySchema,
  type Application,
  type Resume,
  type UpdateApplicationBody,
} from '@vitae/schema';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useFieldArray, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FieldMessage, Label, Textarea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useI18n, useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useDeleteApplication } from '../api/delete-application.ts';
import { useUpdateApplication } from '../api/update-application.ts';
import { formatDate, formatDateTime, isoToLocalInput, localInputToIso } from '../dates.ts';
import { reasonLabel, stageLabel } from '../labels.ts';
import { MoveToMenu, stageText, useStageMove } from './stage-move.tsx';

const CONTACT_FIELDS = [
  { name: 'name', label: 'applications.contact.name' },
  { name: 'role', label: 'applications.field.role' },
  { name: 'email', label: 'applications.contact.email' },
  { name: 'phone', label: 'applications.contact.phone' },
  { name: 'notes', label: 'applications.field.notes' },
] as const satisfies readonly { name: string; label: MessageId }[];
type Contact = Record<(typeof CONTACT_FIELDS)[number]['name'], string>;

/** The form's values: the application's fields, with the next step split into its title and a local date-time. */
interface DetailValues {
  company: string;
  role: string;
  location: string;
  salary: string;
  source: string;
  link: string;
  posting: string;
  notes: string;
  nextStepTitle: string;
  /** A datetime-local value (this browser's time), turned into ISO 8601 with its offset when saved. */
  nextStepAt: string;
  contacts: Contact[];
  /** The resume sent (or to send); '' for none. */
  resumeId: string;
}

const valuesOf = (application: Application): DetailValues => ({
  company: application.company,
  role: application.role,
  location: application.location,
  salary: application.salary,
  source: application.source,
  link: application.link,
  posting: application.posting,
  notes: application.notes,
  nextStepTitle: application.nextStep?.title ?? '',
  nextStepAt: isoToLocalInput(application.nextStep?.at),
  contacts: application.contacts.map((contact) => ({ ...contact })),
  resumeId: application.resumeId ?? '',
});

/** The PATCH body for the form's values: a next step with neither title nor date is none. */
function bodyOf(values: DetailValues): Record<string, unknown> {
  const { nextStepTitle, nextStepAt, resumeId, ...rest } = values;
  const noStep = !nextStepTitle.trim() && !nextStepAt;
  return {
    ...rest,
    resumeId: resumeId || null,
    // An unreadable date is sent as typed, so the schema refuses it with its own message.
    nextStep: noStep ? null : { title: nextStepTitle, at: localInputToIso(nextStepAt) || nextStepAt },
  };
}

/**
 * Reads the form with the API's own PATCH schema (packages/schema/src/applications.ts): its messages, shown at the
 * field they are about (the next step's title and date are two inputs here).
 */
const detailResolver: Resolver<DetailValues, unknown, UpdateApplicationBody> = (values) => {
  const result = updateApplicationBodySchema.safeParse(bodyOf(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    const [head, second, third] = issue.path.map(String);
    const error = { type: issue.code, message: issue.message };
    if (head === 'nextStep') errors[second === 'at' ? 'nextStepAt' : 'nextStepTitle'] ??= error;
    else if (head === 'contacts' && second !== undefined && third !== undefined) {
      const list = (errors.contacts ??= []) as Record<string, unknown>[];
      (list[Number(second)] ??= {})[third] ??= error;
    } else if (head) errors[head] ??= error;
  }
  return { values: {}, errors: errors as FieldErrors<DetailValues> };
};

/**
 * An application's detail: every field, its contacts and notes, Save (a toast says it saved, or why not), its stage
 * with "Move to …", the stage history and the copies frozen when it was sent (read-only).
 */
export function ApplicationForm({
  application,
  resumes,
  onDeleted,
}: {
  application: Application;
  resumes: Resume[];
  onDeleted: () => void;
}) {
  const t = useT();
  const id = useId();
  const update = useUpdateApplication();
  const remove = useDeleteApplication();
  const stageMove = useStageMove();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useForm<DetailValues, unknown, UpdateApplicationBody>({
    resolver: detailResolver,
    defaultValues: valuesOf(application),
  });
  const contacts = useFieldArray({ control: form.control, name: 'contacts' });
  const errors = form.formState.errors;
  // A newer copy from the server (a save, a stage change) becomes the form's base, unless edits are waiting.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(valuesOf(application));
  }, [application, form]);

  const submit = form.handleSubmit((body) =>
    update.mutate({ id: application._id, body }, { onSuccess: (saved) => form.reset(valuesOf(saved)) }),
  );
  const field = (name: keyof Omit<DetailValues, 'contacts'>) => ({
    id: `${id}-${name}`,
    error: errors[name]?.message,
    ...form.register(name),
  });

  return (
    <div className="grid gap-6">
      <section aria-labelledby={`${id}-stage-heading`} className="grid gap-3 rounded-lg border bg-white p-4">
        <h2 id={`${id}-stage-heading`} className="text-lg font-semibold text-gray-900">
          {t('applications.field.stage')}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-medium text-gray-900">{stageText(application)}</p>
          <MoveToMenu application={application} onMove={(stage) => stageMove.move(application, stage)} />
        </div>
        <h3 className="text-sm font-semibold text-gray-900">{t('applications.detail.history')}</h3>
        <ol
          className="grid gap-1 border-s-2 border-violet-200 ps-4 text-sm"
          aria-label={t('applications.detail.stageHistory')}
        >
          {application.stageHistory.map((change, index) => (
            <li key={`${change.at}-${index}`}>
              <time dateTime={change.at} className="text-gray-700">
                {formatDateTime(change.at)}
              </time>{' '}
              <span className="font-medium text-gray-900">{stageLabel(change.stage)}</span>
              {change.reason && <span className="text-gray-800"> · {reasonLabel(change.reason)}</span>}
            </li>
          ))}
        </ol>
        {stageMove.dialog}
      </section>

      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby={`${id}-details-heading`}
        className="grid gap-4 rounded-lg border bg-white p-4"
      >
        <h2 id={`${id}-details-heading`} className="text-lg font-semibold text-gray-900">
          {t('applications.detail.details')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('applications.field.company')} maxLength={LIMITS.shortText + 1} {...field('company')} />
          <Field label={t('applications.field.role')} maxLength={LIMITS.shortText + 1} {...field('role')} />
          <Field label={t('applications.field.location')} {...field('location')} />
          <Field label={t('applications.field.salary')} {...field('salary')} />
          <Field
            label={t('applications.field.source')}
            hint={t('applications.field.sourceHint')}
            {...field('source')}
          />
          <Field label={t('applications.field.link')} type="url" placeholder="https://" {...field('link')} />
        </div>
        <fieldset className="grid gap-4 rounded-md border p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-gray-900">{t('applications.field.nextStep')}</legend>
          <Field
            label={t('applications.field.nextStep')}
            placeholder={t('applications.field.nextStepPlaceholder')}
            {...field('nextStepTitle')}
          />
          <Field label={t('applications.field.dateTime')} type="datetime-local" {...field('nextStepAt')} />
        </fieldset>
        {application.pastSteps.length > 0 && (
          <div className="text-sm">
            <h3 className="font-semibold text-gray-900">{t('applications.detail.pastSteps')}</h3>
            <ul className="mt-1 grid gap-1">
              {application.pastSteps.map((step, index) => (
                <li key={`${step.at}-${index}`}>
                  <time dateTime={step.at}>{formatDateTime(step.at)}</time> · {step.title}
                </li>
              ))}
            </ul>
          </div>
        )}
        <fieldset className="grid gap-3 rounded-md border p-3">
          <legend className="px-1 text-sm font-semibold text-gray-900">{t('applications.detail.contacts')}</legend>
          {contacts.fields.length === 0 && (
            <p className="text-sm text-gray-700">{t('applications.detail.noContacts')}</p>
          )}
          {contacts.fields.map((contact, index) => (
            <div
              key={contact.id}
              className="grid gap-3 rounded-md bg-gray-50 p-3 sm:grid-cols-2"
              role="group"
              aria-label={t('applications.detail.contact', { number: index + 1 })}
            >
              {CONTACT_FIELDS.map(({ name, label }) => (
                <Field
                  key={name}
                  id={`${id}-contact-${index}-${name}`}
                  label={t(label)}
                  error={errors.contacts?.[index]?.[name]?.message}
                  {...form.register(`contacts.${index}.${name}`)}
                />
              ))}
              <div className="flex items-end">
                <Button variant="outline" size="sm" onClick={() => contacts.remove(index)}>
                  <Trash2 className="h-4 w-4" aria-hidden />
                  {t('applications.detail.removeContact', { number: index + 1 })}
                </Button>
              </div>
            </div>
          ))}
          <div>
            <Button
              variant="outline"
              size="sm"
              disabled={contacts.fields.length >= LIMITS.applicationContacts}
              onClick={() => contacts.append({ name: '', role: '', email: '', phone: '', notes: '' })}
            >
              <Plus className="h-4 w-4" aria-hidden />
              {t('applications.detail.addContact')}
            </Button>
          </div>
        </fieldset>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-resumeId`}>{t('applications.detail.resumeSent')}</Label>
          <Select id={`${id}-resumeId`} {...form.register('resumeId')}>
            <option value="">{t('applications.detail.noneYet')}</option>
            {resumes.map((resume) => (
              <option key={resume._id} value={resume._id}>
                {resume.resumeTitle}
              </option>
            ))}
          </Select>
          <FieldMessage id={`${id}-resumeId-error`}>{errors.resumeId?.message}</FieldMessage>
        </div>
        {(['notes', 'posting'] as const).map((name) => (
          <div key={name} className="grid gap-1.5">
            <Label htmlFor={`${id}-${name}`}>
              {name === 'notes' ? t('applications.field.notes') : t('applications.field.posting')}
            </Label>
            <Textarea
              id={`${id}-${name}`}
              rows={name === 'posting' ? 10 : 4}
              aria-invalid={Boolean(errors[name])}
              aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
              {...form.register(name)}
            />
            <FieldMessage id={`${id}-${name}-error`}>{errors[name]?.message}</FieldMessage>
          </div>
        ))}
        <div className="flex flex-wrap justify-between gap-2">
          <Button variant="destructive" onClick={() => setConfirmDelete(true)}>
            {t('applications.detail.delete')}
          </Button>
          <div className="flex items-center gap-3">
            <p className="text-sm text-gray-700" aria-live="polite">
              {form.formState.isDirty
                ? t('applications.detail.unsaved')
                : update.isSuccess
                  ? t('applications.detail.allSaved')
                  : ''}
            </p>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('common.saving') : t('common.save')}
            </Button>
          </div>
        </div>
      </form>

      <SentCopies application={application} />

      <AlertDialog open={confirmDelete} onOpenChange={setConfirmDelete}>
        <AlertDialogContent>
          <AlertDialogTitle>{t('applications.detail.deleteTitle')}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('applications.detail.deleteText', { company: application.company, role: application.role })}
          </AlertDialogDescription>
          <div className="flex justify-end gap-2">
            <AlertDialogCancel asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </AlertDialogCancel>
            <AlertDialogAction asChild>
              <Button variant="destructive" onClick={() => remove.mutate(application._id, { onSuccess: onDeleted })}>
                {t('common.delete')}
              </Button>
            </AlertDialogAction>
          </div>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

/** The resume and letter as they were sent: frozen, so a later edit never rewrites what the company received. */
function SentCopies({ application }: { application: Application }) {
  const t = useT();
  const { intl } = useI18n();
  const { sentResume, sentCoverLetter } = application;
  return (
    <section aria-labelledby="sent-heading" className="grid gap-3 rounded-lg border bg-white p-4">
      <h2 id="sent-heading" className="text-lg font-semibold text-gray-900">
        {t('applications.sent.heading')}
      </h2>
      {!sentResume && !sentCoverLetter && <p className="text-sm text-gray-700">{t('applications.sent.nothing')}</p>}
      {sentResume && (
        <div className="text-sm">
          <h3 className="font-semibold text-gray-900">
            {t('applications.sent.resume', { title: sentResume.resumeTitle })}
          </h3>
          <p className="text-gray-700">
            {intl.formatMessage(
              { id: 'applications.sent.resumeWhen' },
              {
                date: formatDate(sentResume.sentAt),
                time: (chunks) => <time dateTime={sentResume.sentAt}>{chunks}</time>,
              },
            )}
          </p>
        </div>
      )}
      {sentCoverLetter && (
        <div className="grid gap-1 text-sm">
          <h3 className="font-semibold text-gray-900">
            {t('applications.sent.letter', { title: sentCoverLetter.title })}
          </h3>
          <p className="text-gray-700">
            {intl.formatMessage(
              { id: 'applications.sent.letterWhen' },
              {
                date: formatDate(sentCoverLetter.sentAt),
                time: (chunks) => <time dateTime={sentCoverLetter.sentAt}>{chunks}</time>,
              },
            )}
          </p>
          <div
            aria-label={t('applications.sent.letterText')}
            role="document"
            className="whitespace-pre-line rounded-md bg-gray-50 p-3 text-gray-900"
          >
            {htmlToText(sentCoverLetter.body)}
          </div>
        </div>
      )}
    </section>
  );
}

/** A letter's rich text as plain paragraphs, for reading (never rendered as HTML). */
function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li|h\d)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}
