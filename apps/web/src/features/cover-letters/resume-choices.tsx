import { Select } from '../../components/ui/select.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { useResumes } from '../../lib/resumes/get-resumes.ts';
import { useApplicationChoices } from './api/get-applications.ts';

/** The resume chooser: the letter takes that resume's contact details and design. */
export function ResumeSelect({
  id,
  value,
  onChange,
  ...rest
}: {
  id: string;
  value: string;
  onChange: (resumeId: string) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string | undefined;
}) {
  const t = useT();
  const resumes = useResumes();
  return (
    <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} {...rest}>
      <option value="">{resumes.isPending ? t('coverLetters.loadingResumes') : t('coverLetters.chooseResume')}</option>
      {(resumes.data ?? []).map((resume) => (
        <option key={resume._id} value={resume._id}>
          {resume.resumeTitle}
        </option>
      ))}
    </Select>
  );
}

/** The optional application chooser; with none (or none readable) only "No application" is offered. */
export function ApplicationSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (applicationId: string) => void;
}) {
  const t = useT();
  const applications = useApplicationChoices();
  return (
    <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{t('coverLetters.noApplication')}</option>
      {(applications.data ?? []).map((application) => (
        <option key={application._id} value={application._id}>
          {application.role ? `${application.role} — ${application.company}` : application.company}
        </option>
      ))}
    </Select>
  );
}
