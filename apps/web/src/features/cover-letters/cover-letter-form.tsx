import { COVER_LETTER_MESSAGES, coverLetterTitleSchema, MESSAGES, type CoverLetter } from '@vitae/schema';
import { lazy, Suspense } from 'react';
import { Field } from '../../components/ui/field.tsx';
import { FieldMessage, Label, Textarea } from '../../components/ui/input.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { toast } from '../../lib/toast.ts';
import { DraftMenu } from './draft-menu.tsx';
import { ApplicationSelect, ResumeSelect } from './resume-choices.tsx';
import type { LetterAutosave } from './use-letter-autosave.ts';

const RichTextEditor = lazy(() => import('../../components/rich-text-editor.tsx'));

/**
 * The letter's fields, each change going to the autosave at once: title, the resume it goes with (its contact
 * details and design), the optional application, the recipient, and the body in the rich-text editor with "Draft".
 */
export function CoverLetterForm({ letter, update }: { letter: CoverLetter; update: LetterAutosave['update'] }) {
  const t = useT();
  const titleError = coverLetterTitleSchema.safeParse(letter.title).error?.issues[0]?.message;
  const recipient = (field: keyof CoverLetter['recipient'], value: string) =>
    update((now) => ({ recipient: { ...now.recipient, [field]: value } }));

  /** Replaces the body with a draft the user chose; Undo puts back exactly the words there were. */
  const insertDraft = (body: string) => {
    const previous = letter.body;
    update({ body });
    toast.success(COVER_LETTER_MESSAGES.draftInserted, {
      action: {
        label: MESSAGES.undo,
        onClick: () => {
          update({ body: previous });
          toast.success(COVER_LETTER_MESSAGES.draftInsertUndone);
        },
      },
    });
  };

  return (
    <form
      aria-label={t('coverLetters.title')}
      className="grid gap-4"
      onSubmit={(event) => event.preventDefault()}
      noValidate
    >
      <Field
        id="letter-title"
        label={t('coverLetters.field.title')}
        value={letter.title}
        error={titleError}
        onChange={(event) => update({ title: event.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="letter-resume">{t('coverLetters.field.resume')}</Label>
          <ResumeSelect
            id="letter-resume"
            value={letter.resumeId ?? ''}
            aria-invalid={!letter.resumeId}
            aria-describedby={letter.resumeId ? undefined : 'letter-resume-error'}
            onChange={(resumeId) => resumeId && update({ resumeId })}
          />
          <FieldMessage id="letter-resume-error">
            {letter.resumeId ? undefined : COVER_LETTER_MESSAGES.chooseResume}
          </FieldMessage>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="letter-application">{t('coverLetters.field.applicationOptional')}</Label>
          <ApplicationSelect
            id="letter-application"
            value={letter.applicationId ?? ''}
            onChange={(applicationId) => update({ applicationId: applicationId || null })}
          />
        </div>
      </div>
      <fieldset className="grid gap-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-semibold text-gray-900">{t('coverLetters.field.recipient')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            id="letter-recipient-name"
            label={t('coverLetters.field.name')}
            autoComplete="off"
            value={letter.recipient.name}
            onChange={(event) => recipient('name', event.target.value)}
          />
          <Field
            id="letter-recipient-company"
            label={t('coverLetters.field.company')}
            autoComplete="off"
            value={letter.recipient.company}
            onChange={(event) => recipient('company', event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="letter-recipient-address">{t('coverLetters.field.address')}</Label>
          <Textarea
            id="letter-recipient-address"
            className="min-h-16"
            value={letter.recipient.address}
            onChange={(event) => recipient('address', event.target.value)}
          />
        </div>
      </fieldset>
      <div className="grid gap-1.5">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="letter-body">{t('coverLetters.field.letter')}</Label>
          <DraftMenu letterId={letter._id} onInsert={insertDraft} />
        </div>
        <Suspense fallback={<p role="status">{t('coverLetters.loadingEditor')}</p>}>
          <RichTextEditor
            id="letter-body"
            name="body"
            label={t('coverLetters.field.letter')}
            value={letter.body}
            onChange={(body) => update({ body })}
          />
        </Suspense>
      </div>
    </form>
  );
}
