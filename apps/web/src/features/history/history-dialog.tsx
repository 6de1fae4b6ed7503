import { RESUME_CONTENT_FIELDS, sectionLabels, type MessageId, type Resume, type ResumeVersion } from '@vitae/schema';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import {
  HistoryButtonShell,
  VersionHistoryDialog,
  versionLabel,
  type VersionHistoryActions,
} from '../../components/version-history-dialog.tsx';
import { userMessage } from '../../lib/api-client.ts';
import { useTemplates } from '../../lib/templates.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { t, translated } from '../../lib/i18n/language.ts';
import { useMasterResume } from './api/get-master-resume.ts';
import { useResumeVersion } from './api/get-resume-version.ts';
import { getResumeVersions, useResumeVersions } from './api/get-resume-versions.ts';
import { restoreResumeVersion, useRestoreResumeVersion } from './api/restore-resume-version.ts';
import { useSaveResumeVersion } from './api/save-resume-version.ts';

type ComparedField = 'resumeTitle' | 'templateId' | (typeof RESUME_CONTENT_FIELDS)[number];

/** The fields' names in the interface's language (docs/i18n.md); the sections' names are the schema's. */
const FIELD_LABELS: Partial<Record<string, MessageId>> = {
  fullName: 'design.history.fieldFullName',
  jobTitle: 'design.history.fieldJobTitle',
  address: 'design.history.fieldAddress',
  phone: 'design.history.fieldPhone',
  email: 'design.history.fieldEmail',
  customSections: 'design.history.fieldCustomSections',
  design: 'design.history.fieldDesign',
};
const SECTION_LABELS: Partial<Record<string, string>> = sectionLabels('history');

/** A field's name, in the interface's language when the catalogue has it. */
function fieldLabel(field: string): string {
  const message = FIELD_LABELS[field];
  if (message) return t(message);
  const section = SECTION_LABELS[field];
  return section ? translated(section) : humanize(field);
}

/** "currentlyWorking" → "Currently working". */
function humanize(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The fields a comparison walks, in the wizard's order, with their names. */
const COMPARED_FIELDS: { field: ComparedField; label: () => string }[] = [
  { field: 'resumeTitle', label: () => t('design.history.fieldResumeTitle') },
  { field: 'templateId', label: () => t('design.history.fieldTemplate') },
  ...RESUME_CONTENT_FIELDS.map((field) => ({ field, label: () => fieldLabel(field) })),
];

/** Rich text as the words a reader sees: paragraphs and list items on lines of their own, bullets as "•". */
function richTextAsPlain(html: string): string {
  const marked = html.replace(/<li[^>]*>/gi, '$&• ').replace(/<\/(p|li|h\d|div)>|<br\s*\/?>/gi, '$&\n');
  const text = new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? '';
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/** Any field's value as plain text: lists one item a line, an item's parts joined by " · ". */
export function plainText(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (typeof value === 'string') return /<[a-z][^>]*>/i.test(value) ? richTextAsPlain(value) : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(plainText).filter(Boolean).join('\n');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([key]) => key !== 'id')
      .map(([key, part]) => {
        if (part === true) return humanize(key);
        const text = plainText(part);
        return text && typeof part === 'object' && !Array.isArray(part) ? `${humanize(key)}: ${text}` : text;
      })
      .filter(Boolean)
      .join(' · ');
  }
  return '';
}

export interface FieldChange {
  field: ComparedField;
  label: string;
  version: string;
  current: string;
}

/** The fields whose words differ between a version and the current resume, in the wizard's order. */
export function changedFields(
  version: Resume,
  current: Resume,
  templateName: (id: string | null) => string = (id) => id ?? '',
): FieldChange[] {
  const text = (resume: Resume, field: ComparedField) =>
    field === 'templateId' ? templateName(resume.templateId) : plainText(resume[field]);
  return COMPARED_FIELDS.map(({ field, label }) => ({
    field,
    label: label(),
    version: text(version, field),
    current: text(current, field),
  })).filter((change) => change.version !== change.current);
}

export { versionLabel } from '../../components/version-history-dialog.tsx';

export type HistoryActions = VersionHistoryActions<Resume>;

/** "History" beside Export: the button and its dialog. */
export function HistoryButton({ resume, ...actions }: { resume: Resume } & HistoryActions) {
  return <HistoryButtonShell dialog={(dialog) => <HistoryDialog resume={resume} {...dialog} {...actions} />} />;
}

/**
 * A resume's History (components/version-history-dialog.tsx): each version to compare with the resume as the
 * editor holds it, or to restore; a tailored copy can also be compared with its master.
 */
export function HistoryDialog({
  resume,
  open,
  onOpenChange,
  ...actions
}: {
  resume: Resume;
  open: boolean;
  onOpenChange: (open: boolean) => void;
} & HistoryActions) {
  const t = useT();
  const versions = useResumeVersions(resume._id, open);
  const restore = useRestoreResumeVersion();
  const save = useSaveResumeVersion();
  const [comparingMaster, setComparingMaster] = useState(false);

  return (
    <VersionHistoryDialog
      docId={resume._id}
      open={open}
      onOpenChange={onOpenChange}
      {...actions}
      description={t('design.history.description', { title: resume.resumeTitle })}
      idPrefix="history"
      versions={versions}
      versionsStatus={
        versions.isPending ? (
          <p role="status" className="text-sm text-gray-700">
            {t('design.history.loading')}
          </p>
        ) : (
          <div role="alert" className="flex items-center gap-2 text-sm text-red-800">
            {userMessage(versions.error)}
            <Button variant="outline" size="sm" onClick={() => void versions.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        )
      }
      save={save}
      restore={restore}
      fetchVersions={() => getResumeVersions(resume._id)}
      restoreVersion={(versionId) => restoreResumeVersion(resume._id, versionId)}
      viewAction={{
        text: t('design.history.compare'),
        label: (label) => t('design.history.compareLabel', { label }),
      }}
      renderVersion={(version, onBack) => <Comparison resume={resume} version={version} onBack={onBack} />}
      restoreDescription={t('design.history.restoreDescription')}
      beforeVersions={
        resume.masterId && (
          // A tailored variant (docs/tailoring.md): what tailoring changed, against the master as it is now.
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-gray-50 p-2">
            <p className="text-sm text-gray-800">{t('design.history.tailored')}</p>
            <Button variant="outline" size="sm" onClick={() => setComparingMaster(true)}>
              {t('design.history.compareMaster')}
            </Button>
          </div>
        )
      }
      pane={comparingMaster ? <MasterComparison resume={resume} onBack={() => setComparingMaster(false)} /> : undefined}
    />
  );
}

/** The fields a version changes, side by side: the field, the version's words, the current words. */
function Comparison({ resume, version, onBack }: { resume: Resume; version: ResumeVersion; onBack: () => void }) {
  const t = useT();
  const compared = useResumeVersion(resume._id, version._id);
  const label = versionLabel(version);
  return (
    <ComparisonView
      resume={resume}
      compared={compared}
      heading={t('design.history.versionHeading', { label })}
      caption={t('design.history.versionCaption', { label })}
      column={t('design.history.thisVersion')}
      loading={t('design.history.loadingVersion')}
      same={t('design.history.sameVersion')}
      onBack={onBack}
      backLabel={t('design.history.backToVersions')}
    />
  );
}

/** A tailored variant beside its master as the master is now: what tailoring (and later edits) changed. */
function MasterComparison({ resume, onBack }: { resume: Resume; onBack: () => void }) {
  const t = useT();
  const master = useMasterResume(resume.masterId, true);
  const title = master.data?.resumeTitle ?? t('design.history.theMaster');
  return (
    <ComparisonView
      resume={resume}
      compared={master}
      heading={t('design.history.masterHeading', { title })}
      caption={t('design.history.masterCaption', { title })}
      column={t('design.history.master')}
      loading={t('design.history.loadingMaster')}
      same={t('design.history.sameMaster')}
      onBack={onBack}
      backLabel={t('design.history.backToVersions')}
    />
  );
}

/** The fields that differ between `compared` and the current resume, side by side. */
function ComparisonView({
  resume,
  compared,
  heading,
  caption,
  column,
  loading,
  same,
  onBack,
  backLabel,
}: {
  resume: Resume;
  compared: { isPending: boolean; isError: boolean; error: unknown; data: Resume | undefined };
  heading: ReactNode;
  caption: ReactNode;
  column: string;
  loading: string;
  same: string;
  onBack: () => void;
  backLabel: string;
}) {
  const t = useT();
  const templates = useTemplates();
  const templateName = (id: string | null) =>
    id === null
      ? t('design.history.defaultTemplate')
      : (templates.data?.find((template) => template._id === id)?.name ?? id);
  const changes = compared.data ? changedFields(compared.data, resume, templateName) : [];
  return (
    <section aria-labelledby="history-compare-heading" className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="history-compare-heading" className="text-sm font-semibold text-gray-900">
          {heading}
        </h3>
        <Button variant="outline" size="sm" onClick={onBack}>
          {backLabel}
        </Button>
      </div>
      {compared.isPending ? (
        <p role="status" className="text-sm text-gray-700">
          {loading}
        </p>
      ) : compared.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {userMessage(compared.error)}
        </p>
      ) : changes.length === 0 ? (
        <p className="text-sm text-gray-700">{same}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className="p-2 font-semibold">
                  {t('design.history.field')}
                </th>
                <th scope="col" className="p-2 font-semibold">
                  {column}
                </th>
                <th scope="col" className="p-2 font-semibold">
                  {t('design.history.current')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y align-top">
              {changes.map((change) => (
                <tr key={change.field}>
                  <th scope="row" className="p-2 font-medium">
                    {change.label}
                  </th>
                  <td className="whitespace-pre-wrap break-words p-2">{change.version || '—'}</td>
                  <td className="whitespace-pre-wrap break-words p-2">{change.current || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
