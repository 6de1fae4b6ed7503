import type { Resume, Template } from '@vitae/schema';
import { useRef, useState } from 'react';
import { PLACEHOLDER_IMAGE, templateImage, useTemplates } from '../../lib/templates.ts';
import { useDeleteResume } from '../../features/resume-list/api/delete-resume.ts';
import { useResumes } from '../../lib/resumes/get-resumes.ts';
import { CreateResumeTile, TemplateTitleDialog } from '../../features/resume-list/create-resume-dialog.tsx';
import { ImportResumeButton } from '../../features/transfer/import-resume-dialog.tsx';
import { ResumeCard } from '../../features/resume-list/resume-card.tsx';
import { groupByMaster } from '../../features/resume-list/group-by-master.ts';
import { TrashButton } from '../../features/trash/trash-dialog.tsx';
import { CoverLetterList } from '../../features/cover-letters/cover-letter-list.tsx';
import { CoverLetterTrashList } from '../../features/cover-letters/letter-trash-list.tsx';
import { ExportResumeDialog } from '../../features/transfer/export-resume-dialog.tsx';
import { ShareDialog } from '../../features/sharing/share-dialog.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';

export function DashboardPage() {
  const resumes = useResumes();
  const deletion = useDeleteResume();
  const templates = useTemplates();
  const [chosen, setChosen] = useState<Template | null>(null);
  const t = useT();
  const byId = new Map((templates.data ?? []).map((template) => [template._id, template]));
  const grid = useRef<HTMLDivElement>(null);

  /** Takes the card away (with Undo) and gives the keyboard focus to the next card, else the one before, else "Create". */
  const remove = (resume: Resume) => {
    const cards = [...(grid.current?.querySelectorAll<HTMLElement>('[data-resume-id]') ?? [])];
    const at = cards.findIndex((card) => card.dataset.resumeId === resume._id);
    const neighbour = cards[at + 1] ?? cards[at - 1];
    const target =
      neighbour?.querySelector<HTMLElement>('[data-card-actions]') ??
      grid.current?.querySelector<HTMLElement>('[data-create-resume]');
    deletion.schedule(resume);
    setTimeout(() => target?.focus(), 0);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-8">
      <section aria-labelledby="my-resumes">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 id="my-resumes" className="text-2xl font-bold text-gray-900">
            {t('header.myResumes')}
          </h1>
          <div className="flex flex-wrap gap-2">
            <ImportResumeButton />
            <TrashButton more={<CoverLetterTrashList />} />
          </div>
        </div>
        <div ref={grid} className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
          <CreateResumeTile />
          {/* Tailored variants right after their master (docs/tailoring.md). */}
          {groupByMaster((resumes.data ?? []).filter((resume) => !deletion.hidden.has(resume._id))).map(
            ({ resume, masterTitle }) => {
              const template = resume.templateId ? byId.get(resume.templateId) : undefined;
              // A template not (or no longer) in the list is rendered with the default one.
              const templateName =
                template?.name ??
                (templates.isSuccess || !resume.templateId ? t('dashboard.defaultTemplate') : undefined);
              return (
                <ResumeCard
                  key={resume._id}
                  resume={resume}
                  masterTitle={masterTitle}
                  templateName={templateName}
                  fallbackImage={template ? templateImage(template) : PLACEHOLDER_IMAGE}
                  onDelete={remove}
                  exportDialog={(dialog) => (
                    <ExportResumeDialog resumeId={resume._id} title={resume.resumeTitle} {...dialog} />
                  )}
                  shareDialog={(dialog) => <ShareDialog resumeId={resume._id} title={resume.resumeTitle} {...dialog} />}
                />
              );
            },
          )}
        </div>
        {resumes.isLoading && <p className="mt-4 text-gray-700">{t('app.loading')}</p>}
      </section>
      <CoverLetterList />
      <section aria-labelledby="choose-template" className="mt-12">
        <h2 id="choose-template" className="text-2xl font-bold text-gray-900">
          {t('dashboard.chooseTemplate')}
        </h2>
        <div className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {(templates.data ?? []).map((template) => (
            <button
              key={template._id}
              type="button"
              aria-label={template.name}
              onClick={() => setChosen(template)}
              className="overflow-hidden rounded-lg border bg-white text-start shadow-sm transition hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-600"
            >
              <img src={templateImage(template)} alt="" className="aspect-[3/4] w-full object-cover object-top" />
              <span className="block p-3">
                <span className="block font-semibold text-gray-900">{template.name}</span>
                <span className="block text-sm text-gray-700">{template.description}</span>
              </span>
            </button>
          ))}
        </div>
      </section>
      <TemplateTitleDialog template={chosen} onClose={() => setChosen(null)} />
    </div>
  );
}
