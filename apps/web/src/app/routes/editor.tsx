import { SECTION_KEYS, type MessageId, type Resume } from '@vitae/schema';
import { ArrowLeft, ArrowRight, Eye, ListChecks, Palette, PencilLine } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { BackToDashboardButton } from '../../components/back-to-dashboard-button.tsx';
import { LeaveGuard } from '../../components/leave-guard.tsx';
import {
  ReloadableEditor,
  useNewestEditor,
  type ReloadableEditorProps,
} from '../../lib/autosave/reloadable-editor.tsx';
import { ResumeLoadError } from '../../components/layout/resume-load-error.tsx';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query.ts';
import { cn } from '../../lib/utils.ts';
import { resumeQueryKey, useResume } from '../../lib/resumes/get-resume.ts';
import { CheckPanel } from '../../features/ats-check/check-panel.tsx';
import { AutosaveDialogs, AutosaveStatus } from '../../components/autosave-ui.tsx';
import { useResumeAutosaveWords } from '../../features/editor/autosave/autosave-words.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { clearLocalDraft } from '../../features/editor/autosave/local-draft.ts';
import { useAutosave } from '../../features/editor/autosave/use-autosave.ts';
import { CustomizeTemplate } from '../../features/design/customize-template.tsx';
import { DesignPanel } from '../../features/design/design-panel.tsx';
import { ImportWarningsBanner } from '../../features/transfer/import-warnings-banner.tsx';
import { EditorContext, type EditorContextValue } from '../../lib/resumes/editor-context.tsx';
import { HistoryButton } from '../../features/history/history-dialog.tsx';
import { ListSectionForm } from '../../features/editor/list-section-form.tsx';
import { PersonalDetailsForm } from '../../features/editor/personal-details-form.tsx';
import { PreviewPanel } from '../../features/preview/preview-panel.tsx';
import { ShareButton } from '../../features/sharing/share-dialog.tsx';
import { ExportResumeDialog } from '../../features/transfer/export-resume-dialog.tsx';
import { CustomSectionsEditor } from '../../features/editor/custom-sections-editor.tsx';
import { BulletsDialog } from '../../features/writing-help/bullets-dialog.tsx';
import { GrammarSuggestions } from '../../features/writing-help/grammar-suggestions.tsx';
import { SummarySuggestions } from '../../features/writing-help/summary-suggestions.tsx';
import { listSectionConfig } from '../../features/editor/sections.ts';
import { SummaryForm } from '../../features/editor/summary-form.tsx';
import { fieldTarget, focusWhenShown } from './field-targets.ts';

/** The wizard: the personal details, then every section in the registry's order (packages/schema, sections.ts). */
export const LAST_FORM_STEP = 1 + SECTION_KEYS.length;

type Pane = 'form' | 'design' | 'check' | 'preview';

/**
 * What the editor shows: the wizard, the Design panel, the ATS check (docs/product.md, Check), or (on a narrow
 * screen, where they take turns) the preview.
 */
const PANES: { pane: Pane; label: MessageId; Icon: typeof Eye }[] = [
  { pane: 'form', label: 'common.edit', Icon: PencilLine },
  { pane: 'design', label: 'editor.pane.design', Icon: Palette },
  { pane: 'check', label: 'editor.pane.check', Icon: ListChecks },
  { pane: 'preview', label: 'editor.pane.preview', Icon: Eye },
];

export function StepForm({ step }: { step: number }) {
  const t = useT();
  if (step === 1) return <PersonalDetailsForm />;
  const section = SECTION_KEYS[step - 2];
  if (section === undefined) return null;
  if (section === 'summary') {
    return <SummaryForm GrammarSuggestions={GrammarSuggestions} SummarySuggestions={SummarySuggestions} />;
  }
  return <ListSectionForm config={listSectionConfig(section, t)} BulletsDialog={BulletsDialog} />;
}

/** The step in the URL (`?step=3`), so reload and back/forward keep it. */
export function stepFrom(value: string | null): number {
  const step = Number(value);
  return Number.isInteger(step) && step >= 1 && step <= LAST_FORM_STEP ? step : 1;
}

/** The resume editor; a restore from History loads it afresh, so every form starts from the restored words. */
export function EditorPage() {
  const { resumeId = '' } = useParams();
  return <ReloadableEditor id={resumeId} Editor={Editor} queryKey={resumeQueryKey} clearDraft={clearLocalDraft} />;
}

function Editor({ id: resumeId, newestRef, history }: ReloadableEditorProps<Resume>) {
  const navigate = useNavigate();
  const t = useT();
  const autosaveWords = useResumeAutosaveWords();
  const query = useResume(resumeId);
  const autosave = useAutosave(resumeId, query.data);
  const { resume, update, save, flush, hasUnsaved } = autosave;
  useNewestEditor(newestRef, { flush, hasUnsaved });
  const [params, setParams] = useSearchParams();
  const step = stepFrom(params.get('step'));
  const [chosenPane, setPane] = useState<Pane>('form');
  // Side by side, the preview is always there: "Preview" (chosen on a narrow screen) shows the form beside it.
  const wide = useMediaQuery(WIDE_SCREEN);
  const pane = wide && chosenPane === 'preview' ? 'form' : chosenPane;
  // Once opened, the Check pane stays mounted (hidden under Edit and Design) so its report follows the typing.
  const [checkOpened, setCheckOpened] = useState(false);
  if (pane === 'check' && !checkOpened) setCheckOpened(true);
  // The control a finding of the Check pane asked for: focused once its step is drawn.
  const [focusRequest, setFocusRequest] = useState<{ controlId: string } | undefined>();
  useEffect(() => (focusRequest ? focusWhenShown(focusRequest.controlId) : undefined), [focusRequest]);

  /** A finding of the Check pane was chosen: its field's step opens in Edit, with the field focused. */
  const goToField = (path: string) => {
    const target = fieldTarget(path);
    if (!target) return;
    setPane(target.pane);
    if (target.pane !== 'form') return;
    setParams({ step: String(target.step) });
    if (target.controlId) setFocusRequest({ controlId: target.controlId });
  };

  // Another page's "Show in editor" (the job match's evidence) links here with ?field=<path>: that field opens, as a
  // Check finding does (goToField replaces the query, so this runs once per link).
  const fieldParam = params.get('field');
  const goToFieldRef = useRef(goToField);
  useLayoutEffect(() => {
    goToFieldRef.current = goToField;
  });
  useEffect(() => {
    if (fieldParam) goToFieldRef.current(fieldParam);
  }, [fieldParam]);

  const context = useMemo<EditorContextValue | null>(
    () => (resume ? { resume, update, save } : null),
    [resume, update, save],
  );

  const goTo = (next: number) => {
    void flush().catch(() => {});
    if (next > LAST_FORM_STEP) void navigate(`/my-resume/${resumeId}/view`);
    else setParams({ step: String(next) });
  };

  if (query.isError) return <ResumeLoadError query={query} />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-8">
      <ImportWarningsBanner resumeId={resumeId} />
      <div role="group" aria-label={t('editor.panes')} className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:flex">
        {PANES.map(({ pane: value, label, Icon }) => (
          <Button
            key={value}
            variant={pane === value ? 'default' : 'outline'}
            aria-pressed={pane === value}
            // Side by side the preview needs no button.
            className={cn(value === 'preview' && 'lg:hidden')}
            onClick={() => setPane(value)}
          >
            <Icon className="h-4 w-4" aria-hidden />
            {t(label)}
          </Button>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className={cn('min-w-0', pane === 'preview' && 'hidden lg:block')}>
          {context ? (
            <EditorContext value={context}>
              {pane === 'design' ? (
                <>
                  <div className="mb-2">
                    <AutosaveStatus autosave={autosave} words={autosaveWords} />
                  </div>
                  <DesignPanel customSections={<CustomSectionsEditor />} />
                </>
              ) : pane === 'check' ? null : (
                <>
                  <nav
                    aria-label={t('editor.wizard')}
                    className="mb-2 flex flex-wrap items-center justify-between gap-2"
                  >
                    <div className="flex gap-2">
                      <BackToDashboardButton />
                      <CustomizeTemplate />
                    </div>
                    <div className="flex items-center gap-2">
                      <span className="text-sm text-gray-700">
                        {t('editor.stepOf', { step, total: LAST_FORM_STEP })}
                      </span>
                      {step > 1 && (
                        <Button variant="outline" onClick={() => goTo(step - 1)}>
                          <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
                          {t('common.back')}
                        </Button>
                      )}
                      <Button onClick={() => goTo(step + 1)}>
                        {t('common.next')}
                        <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
                      </Button>
                    </div>
                  </nav>
                  <div className="mb-2">
                    <AutosaveStatus autosave={autosave} words={autosaveWords} />
                  </div>
                  <StepForm step={step} />
                </>
              )}
            </EditorContext>
          ) : (
            <p role="status" className="text-gray-700">
              {t('app.loading')}
            </p>
          )}
          {checkOpened && (
            <div hidden={pane !== 'check'}>
              <CheckPanel resume={resume} onFinding={goToField} />
            </div>
          )}
        </div>
        {/* Side by side, the preview stays in view while a long form or the Design panel scrolls. */}
        <div className={cn('min-w-0 lg:sticky lg:top-4 lg:self-start', pane !== 'preview' && 'hidden lg:block')}>
          <PreviewPanel
            resume={resume}
            onRename={(resumeTitle) => save({ resumeTitle })}
            exportDialog={(shown, dialog) => (
              <ExportResumeDialog resumeId={shown._id} title={shown.resumeTitle} beforeExport={flush} {...dialog} />
            )}
            actions={
              resume && (
                <>
                  <ShareButton resumeId={resume._id} title={resume.resumeTitle} />
                  <HistoryButton resume={resume} {...history} />
                </>
              )
            }
          />
        </div>
      </div>
      <AutosaveDialogs autosave={autosave} words={autosaveWords} />
      <LeaveGuard flush={flush} hasUnsaved={hasUnsaved} />
    </div>
  );
}
