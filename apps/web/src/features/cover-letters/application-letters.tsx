import { titleWithin } from '@vitae/schema';
import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryStatus } from '../../components/query-status.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { useCoverLetters } from './api/get-cover-letters.ts';
import { CreateCoverLetterDialog } from './create-cover-letter-dialog.tsx';

/**
 * An application's cover letters (docs/product.md, Cover letters): the letters linked to it, each opening its editor,
 * and "Write a cover letter" with this application and a title naming the company already chosen.
 */
export function ApplicationLetters({ applicationId, company }: { applicationId: string; company: string }) {
  const t = useT();
  const letters = useCoverLetters();
  const [creating, setCreating] = useState(false);
  const linked = (letters.data ?? []).filter((letter) => letter.applicationId === applicationId);

  return (
    <section aria-labelledby="application-letters-heading" className="grid gap-3 rounded-lg border bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="application-letters-heading" className="text-lg font-semibold text-gray-900">
          {t('coverLetters.title')}
        </h2>
        <Button variant="outline" onClick={() => setCreating(true)}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('coverLetters.write')}
        </Button>
      </div>
      {letters.isPending || letters.isError ? (
        <QueryStatus query={letters} />
      ) : linked.length === 0 ? (
        <p className="text-gray-700">{t('coverLetters.noneForApplication')}</p>
      ) : (
        <ul aria-label={t('coverLetters.forApplication')} className="grid gap-2">
          {linked.map((letter) => (
            <li key={letter._id}>
              <Link
                to={`/cover-letters/${letter._id}`}
                className="inline-flex items-center gap-2 text-violet-800 hover:underline"
              >
                <FileText className="h-4 w-4" aria-hidden />
                {letter.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {creating && (
        <CreateCoverLetterDialog
          open={creating}
          onOpenChange={setCreating}
          initial={{ applicationId, title: titleWithin(t('coverLetters.title'), ` — ${company}`) }}
        />
      )}
    </section>
  );
}
