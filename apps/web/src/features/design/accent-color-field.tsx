import { useId } from 'react';
import type { MessageId } from '@vitae/schema';
import { ACCENT_SWATCHES } from '../../lib/resumes/design-settings.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';

/** The swatches' names in the interface's language (docs/i18n.md); the English names are lib's. */
const SWATCH_NAMES: Record<string, MessageId> = {
  Navy: 'design.swatch.navy',
  Blue: 'design.swatch.blue',
  Teal: 'design.swatch.teal',
  Green: 'design.swatch.green',
  Burgundy: 'design.swatch.burgundy',
  Red: 'design.swatch.red',
  Orange: 'design.swatch.orange',
  Purple: 'design.swatch.purple',
  Charcoal: 'design.swatch.charcoal',
};

/**
 * The accent colour: "Template default" (no setting), a few swatches, or any colour from the picker. The swatches are
 * radio buttons (arrow keys move between them); the picker is the browser's own.
 */
export function AccentColorField({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (color: string | undefined) => void;
}) {
  const t = useT();
  const id = useId();
  const nameOf = (name: string) => {
    const message = SWATCH_NAMES[name];
    return message ? t(message) : name;
  };
  const custom = value !== undefined && !ACCENT_SWATCHES.some((swatch) => swatch.value === value);
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium text-gray-800">{t('design.accent')}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex cursor-pointer items-center gap-2 text-sm text-gray-800">
          <input
            type="radio"
            name={`${id}-accent`}
            className="h-4 w-4 accent-violet-700"
            checked={value === undefined}
            onChange={() => onChange(undefined)}
          />
          {t('design.templateDefault')}
        </label>
        {ACCENT_SWATCHES.map((swatch) => (
          <input
            key={swatch.value}
            type="radio"
            name={`${id}-accent`}
            value={swatch.value}
            aria-label={t('design.swatchLabel', { colour: nameOf(swatch.name) })}
            title={nameOf(swatch.name)}
            checked={value === swatch.value}
            onChange={() => onChange(swatch.value)}
            className="h-8 w-8 cursor-pointer appearance-none rounded-full border border-black/10 checked:ring-2 checked:ring-gray-900 checked:ring-offset-2 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-violet-600"
            style={{ backgroundColor: swatch.value }}
          />
        ))}
      </div>
      <label className="flex w-fit cursor-pointer items-center gap-2 text-sm text-gray-800">
        <input
          type="color"
          aria-label={t('design.customAccent')}
          value={value ?? '#1f3a5f'}
          onChange={(event) => onChange(event.target.value.toLowerCase())}
          className="h-9 w-12 cursor-pointer rounded border border-gray-300 bg-white p-0.5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-600"
        />
        {t('design.customColour')}
        {custom && <span className="font-mono text-xs text-gray-700">{value}</span>}
      </label>
    </fieldset>
  );
}
