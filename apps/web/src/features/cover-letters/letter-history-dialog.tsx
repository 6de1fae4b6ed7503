import type { CoverLetter } from '@vitae/schema';
import { QueryStatus } from '../../components/query-status.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  HistoryButtonShell,
  VersionHistoryDialog,
  versionLabel,
  type VersionHistoryActions,
} from '../../components/version-history-dialog.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { translated } from '../../lib/i18n/language.ts';
import { useCoverLetterVersion } from './api/get-cover-letter-version.ts';
import {
  getCoverLetterVersions,
  useCoverLetterVersions,
  type CoverLetterVersion,
} from './api/get-cover-letter-versions.ts';
import { restoreCoverLetterVersion, useRestoreCoverLetterVersion } from './api/restore-cover-letter-version.ts';
import { useSaveCoverLetterVersion } from './api/save-cover-letter-version.ts';
import { letterParagraphs } from './letter-text.ts';

export type LetterHistoryActions = VersionHistoryActions<CoverLetter>;

/** The editor's "History" button and its dialog. */
export function LetterHistoryButton({ letter, ...actions }: { letter: CoverLetter } & LetterHistoryActions) {
  return <HistoryButtonShell dialog={(dialog) => <LetterHistoryDialog letter={letter} {...dialog} {...actions} />} />;
}

/**
 * A letter's History, as a resume's (docs/product.md, Cover letters; the one dialog of
 * components/version-history-dialog.tsx): each version to view or to restore.
 */
function LetterHistoryDialog({
  letter,
  open,
  onOpenChange,
  ...actions
}: { letter: CoverLetter; open: boolean; onOpenChange: (open: boolean) => void } & LetterHistoryActions) {
  const t = useT();
  const versions = useCoverLetterVersions(letter._id, open);
  const restore = useRestoreCoverLetterVersion();
  const save = useSaveCoverLetterVersion();
  return (
    <VersionHistoryDialog
      docId={letter._id}
      open={open}
      onOpenChange={onOpenChange}
      {...actions}
      description={t('coverLetters.history.description', { title: letter.title })}
      idPrefix="letter"
      versions={versions}
      save={save}
      restore={restore}
      fetchVersions={() => getCoverLetterVersions(letter._id)}
      restoreVersion={(versionId) => restoreCoverLetterVersion(letter._id, versionId)}
      viewAction={{
        text: t('coverLetters.history.view'),
        label: (label) => t('coverLetters.history.viewLabel', { label: translated(label) }),
      }}
      renderVersion={(version, onBack) => <VersionView letterId={letter._id} version={version} onBack={onBack} />}
      restoreDescription={t('coverLetters.history.restoreDescription')}
    />
  );
}

/** One version's words: its title, recipient and body, as text. */
function VersionView({
  letterId,
  version,
  onBack,
}: {
  letterId: string;
  version: CoverLetterVersion;
  onBack: () => void;
}) {
  const t = useT();
  const shown = useCoverLetterVersion(letterId, version._id);
  const label = translated(versionLabel(version));
  return (
    <section aria-labelledby="letter-version-heading" className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="letter-version-heading" className="text-sm font-semibold text-gray-900">
          {t('coverLetters.history.versionHeading', { label })}
        </h3>
        <Button variant="outline" size="sm" onClick={onBack}>
          {t('coverLetters.history.back')}
        </Button>
      </div>
      {shown.isPending || shown.isError ? (
        <QueryStatus query={shown} />
      ) : (
        <div className="grid gap-2 rounded-md border p-3 text-sm text-gray-900">
          <p className="font-semibold">{shown.data.title}</p>
          {[shown.data.recipient.name, shown.data.recipient.company, shown.data.recipient.address]
            .filter(Boolean)
            .map((line, index) => (
              <p key={index} className="whitespace-pre-wrap text-gray-700">
                {line}
              </p>
            ))}
          {letterParagraphs(shown.data.body).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
    </section>
  );
}
