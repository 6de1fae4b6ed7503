import { Sparkles } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';

/**
 * A field's label with "Generate from AI" at its right (the summary, an experience's work summary): the button is
 * disabled while it works, its spinner named `busyLabel`.
 */
export function LabelWithGenerate({
  htmlFor,
  label,
  busy,
  busyLabel,
  buttonName,
  onGenerate,
}: {
  htmlFor: string;
  label: string;
  busy: boolean;
  busyLabel: string;
  /** The button's accessible name when "Generate from AI" alone would not say for what. */
  buttonName?: string;
  onGenerate: () => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-end justify-between gap-2">
      <Label htmlFor={htmlFor}>{label}</Label>
      <Button variant="outline" size="sm" disabled={busy} aria-busy={busy} aria-label={buttonName} onClick={onGenerate}>
        {busy ? <Spinner label={busyLabel} /> : <Sparkles className="h-4 w-4" aria-hidden />}
        {t('editor.generate')}
      </Button>
    </div>
  );
}
