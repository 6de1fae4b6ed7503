import { Download } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ResumeLoadError } from '../../components/layout/resume-load-error.tsx';
import { Header } from '../../components/layout/header.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { useDownloadResume } from '../../features/preview/api/download-resume.ts';
import { notFittedNote } from '../../lib/resumes/generate-resume.ts';
import { useResume } from '../../lib/resumes/get-resume.ts';
import { useRenameResume } from '../../lib/resumes/rename-resume.ts';
import { PreviewPanel } from '../../features/preview/preview-panel.tsx';

export function ViewPage() {
  const t = useT();
  const { resumeId = '' } = useParams();
  const query = useResume(resumeId);
  const resume = query.data;
  const download = useDownloadResume();
  const rename = useRenameResume();
  const downloading = download.isPending;
  const notFitted = notFittedNote(download.data);

  if (query.isError) {
    return (
      <>
        <Header />
        <main id="main">
          <ResumeLoadError query={query} />
        </main>
      </>
    );
  }

  return (
    <>
      <Header />
      <main id="main" className="mx-auto max-w-4xl px-4 py-8">
        <div className="text-center">
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('view.title')}</h1>
          <p className="mt-2 text-gray-700">{t('view.text')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button onClick={() => resume && download.mutate(resume)} disabled={downloading || !resume}>
              {downloading ? <Spinner label={t('view.generating')} /> : <Download className="h-4 w-4" aria-hidden />}
              {downloading ? t('view.generatingNow') : t('view.download')}
            </Button>
            <Link to={`/dashboard/resume/${resumeId}/edit`} className={buttonVariants({ variant: 'outline' })}>
              {t('view.backToEditor')}
            </Link>
          </div>
          <div role="status">
            {notFitted && (
              <p className="mx-auto mt-4 max-w-xl rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {notFitted}
              </p>
            )}
          </div>
        </div>
        <div className="mt-8">
          <PreviewPanel
            resume={resume}
            onRename={async (resumeTitle) => void (await rename.mutateAsync({ id: resumeId, resumeTitle }))}
          />
        </div>
      </main>
    </>
  );
}
