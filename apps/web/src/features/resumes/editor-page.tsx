import { MESSAGES, type Resume, type UpdateResumeBody } from '@vitae/schema';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, LayoutDashboard } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useBlocker, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '../../components/ui/dialog.tsx';
import { resumeQueryKey, useResume } from './api/get-resume.ts';
import { resumesQueryKey } from './api/get-resumes.ts';
import { updateResume } from './api/update-resume.ts';
import { CustomizeTemplate } from './components/customize-template.tsx';
import { EditorContext, type EditorContextValue } from './components/editor-context.tsx';
import { ListSectionForm } from './components/list-section-form.tsx';
import { PersonalDetailsForm } from './components/personal-details-form.tsx';
import { PreviewPanel, usePreview } from './components/preview-panel.tsx';
import {
  achievementsSection,
  certificationsSection,
  educationSection,
  experienceSection,
  interestsSection,
  projectsSection,
  skillsSection,
  socialSection,
} from './components/sections.ts';
import { SummaryForm } from './components/summary-form.tsx';

export const LAST_FORM_STEP = 10;

export function StepForm({ step }: { step: number }) {
  switch (step) {
    case 1:
      return <PersonalDetailsForm />;
    case 2:
      return <SummaryForm />;
    case 3:
      return <ListSectionForm config={experienceSection} />;
    case 4:
      return <ListSectionForm config={educationSection} />;
    case 5:
      return <ListSectionForm config={projectsSection} />;
    case 6:
      return <ListSectionForm config={achievementsSection} />;
    case 7:
      return <ListSectionForm config={skillsSection} />;
    case 8:
      return <ListSectionForm config={interestsSection} />;
    case 9:
      return <ListSectionForm config={certificationsSection} />;
    case 10:
      return <ListSectionForm config={socialSection} />;
    default:
      return null;
  }
}

/** The in-memory resume, which fields are unsaved, and the save that persists them. */
export function useEditorState(initial: Resume | undefined) {
  const queryClient = useQueryClient();
  const [resume, setResume] = useState<Resume | undefined>(initial);
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const [ready, setReady] = useState(true);

  useEffect(() => {
    if (initial && !resume) setResume(initial);
  }, [initial, resume]);

  const update = useCallback((patch: Partial<Resume>) => {
    setResume((current) => (current ? { ...current, ...patch } : current));
    setDirty((current) => new Set([...current, ...Object.keys(patch)]));
  }, []);

  const id = resume?._id;
  const save = useCallback(
    async (body: UpdateResumeBody) => {
      if (!id) return;
      const saved = await updateResume(id, body);
      setDirty((current) => new Set([...current].filter((key) => !(key in body))));
      queryClient.setQueryData(resumeQueryKey(id), saved);
      void queryClient.invalidateQueries({ queryKey: resumesQueryKey });
    },
    [id, queryClient],
  );

  return { resume, setResume, dirty, ready, setReady, update, save };
}

export function EditorPage() {
  const { resumeId = '' } = useParams();
  const navigate = useNavigate();
  const query = useResume(resumeId);
  const state = useEditorState(query.data);
  const preview = usePreview();
  const [step, setStep] = useState(1);
  const { resume, dirty, ready, setReady, update, save, setResume } = state;
  const unsaved = dirty.size > 0;

  // Warn before leaving with unsaved edits: in-app navigation and closing or reloading the tab.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  const context = useMemo<EditorContextValue | null>(
    () => (resume ? { resume, update, save, setReady } : null),
    [resume, update, save, setReady],
  );

  const goTo = (next: number) => {
    setReady(true);
    if (next > LAST_FORM_STEP) void navigate(`/my-resume/${resumeId}/view`);
    else setStep(next);
  };

  if (query.isError) {
    return (
      <div className="p-8 text-center text-gray-800" role="alert">
        {MESSAGES.resumeNotFound}
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-8 lg:grid-cols-2">
      <div className="min-w-0">
        {context ? (
          <EditorContext value={context}>
            <nav aria-label="Wizard" className="mb-4 flex flex-wrap items-center justify-between gap-2">
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="icon"
                  aria-label="Back to dashboard"
                  onClick={() => void navigate('/dashboard')}
                >
                  <LayoutDashboard className="h-4 w-4" aria-hidden />
                </Button>
                <CustomizeTemplate />
              </div>
              <div className="flex items-center gap-2">
                <span className="text-sm text-gray-700">
                  Step {step} of {LAST_FORM_STEP}
                </span>
                {step > 1 && (
                  <Button variant="outline" onClick={() => goTo(step - 1)}>
                    <ArrowLeft className="h-4 w-4" aria-hidden />
                    Back
                  </Button>
                )}
                <Button onClick={() => goTo(step + 1)} disabled={!ready}>
                  Next
                  <ArrowRight className="h-4 w-4" aria-hidden />
                </Button>
              </div>
            </nav>
            <StepForm step={step} />
          </EditorContext>
        ) : (
          <p role="status" className="text-gray-700">
            Loading...
          </p>
        )}
      </div>
      <div className="min-w-0">
        <PreviewPanel
          resume={resume}
          preview={preview}
          onRenamed={(resumeTitle) => setResume((current) => (current ? { ...current, resumeTitle } : current))}
        />
      </div>
      <AlertDialog open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
        <AlertDialogContent>
          <AlertDialogTitle>Unsaved changes</AlertDialogTitle>
          <AlertDialogDescription>{MESSAGES.unsavedChanges}</AlertDialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogCancel asChild>
              <Button variant="outline">Stay</Button>
            </AlertDialogCancel>
            <Button variant="destructive" onClick={() => blocker.proceed?.()}>
              Leave
            </Button>
          </div>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
