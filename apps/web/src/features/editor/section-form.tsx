import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';

/** A step's card: heading, hint, fields and a Save button with its spinner. */
export function SectionCard({
  title,
  hint,
  children,
  actions,
  saving,
  onSave,
}: {
  title: string;
  hint: string;
  children: ReactNode;
  actions?: ReactNode;
  saving: boolean;
  onSave: () => void;
}) {
  const t = useT();
  return (
    <form
      aria-label={title}
      noValidate
      className="rounded-lg border-t-4 border-violet-700 bg-white p-5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <h2 className="text-lg font-bold text-gray-900">{title}</h2>
      <p className="text-sm text-gray-700">{hint}</p>
      <div className="mt-4 grid gap-4">{children}</div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <div className="flex gap-2">{actions}</div>
        <Button type="submit" disabled={saving}>
          {saving && <Spinner />}
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
