import { APPLICATION_MESSAGES, MESSAGES } from '@vitae/schema';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorPage } from '../../components/layout/error-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ApiError, userMessage } from '../../lib/api-client.ts';
import { useResumes } from '../../lib/resumes/get-resumes.ts';
import { useApplication } from '../../features/applications/api/get-application.ts';
import { ApplicationForm } from '../../features/applications/components/application-form.tsx';
import { fieldLabel } from '../../features/ats-check/field-labels.ts';
import { ApplicationLetters } from '../../features/cover-letters/application-letters.tsx';
import { MatchReport } from '../../features/job-match/match-report.tsx';
import { TailorPanel } from '../../features/tailoring/tailor-panel.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { translated } from '../../lib/i18n/language.ts';

/** The editor's address for a resume's field: the editor opens that field's step with it focused (editor.tsx). */
export const editorFieldPath = (resumeId: string, fieldPath: string) =>
  `/dashboard/resume/${encodeURIComponent(resumeId)}/edit?field=${encodeURIComponent(fieldPath)}`;

/** /applications/:id: an application's detail, its job match, its tailoring and its cover letters. */
export function ApplicationPage() {
  const t = useT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useApplication(id);
  const resumes = useResumes();

  if (query.isError) {
    const missing = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    return missing ? (
      <ErrorPage title={translated(APPLICATION_MESSAGES.notFound)} />
    ) : (
      <ErrorPage title={translated(MESSAGES.somethingWentWrong)} message={userMessage(query.error)}>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </ErrorPage>
    );
  }
  const application = query.data;

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-8">
      <Link to="/applications" className="inline-flex items-center gap-1 text-sm text-violet-800 hover:underline">
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
        {t('applications.allApplications')}
      </Link>
      {!application ? (
        <p className="text-gray-700">{t('app.loading')}</p>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-gray-900">
            {application.role} · {application.company}
          </h1>
          <ApplicationForm
            application={application}
            resumes={resumes.data ?? []}
            onDeleted={() => void navigate('/applications')}
          />
          <MatchReport
            applicationId={application._id}
            posting={application.posting}
            resumes={resumes.data ?? []}
            fieldLabel={fieldLabel}
            onOpenField={(resumeId, fieldPath) => void navigate(editorFieldPath(resumeId, fieldPath))}
          />
          <TailorPanel
            applicationId={application._id}
            resumes={resumes.data ?? []}
            onOpenVariant={(resumeId) => void navigate(`/dashboard/resume/${encodeURIComponent(resumeId)}/edit`)}
          />
          <ApplicationLetters applicationId={application._id} company={application.company} />
        </>
      )}
    </div>
  );
}
