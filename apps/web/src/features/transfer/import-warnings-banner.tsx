import { TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { importWarnings } from './api/import-resume.ts';

/** What the import of this resume could not bring over (or cut), until dismissed. */
export function ImportWarningsBanner({ resumeId }: { resumeId: string }) {
  const t = useT();
  const [warnings, setWarnings] = useState(() => importWarnings.read(resumeId));
  const heading = useId();
  if (!warnings.length) return null;
  return (
    <section
      aria-labelledby={heading}
      className="mb-4 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        <h2 id={heading} className="font-semibold">
          {t('design.import.warnings', { count: warnings.length })}
        </h2>
        <ul className="mt-1 list-disc ps-5 text-sm">
          {warnings.map((warning, index) => (
            <li key={index}>{warning}</li>
          ))}
        </ul>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          importWarnings.clear(resumeId);
          setWarnings([]);
        }}
      >
        {t('design.import.dismiss')}
      </Button>
    </section>
  );
}
