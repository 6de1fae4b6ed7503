import type { Design, DesignOptions } from '@vitae/schema';
import type { ReactNode } from 'react';
import { Label } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { AccentColorField } from './accent-color-field.tsx';
import { designValueLabel, fontSizes } from '../../lib/resumes/design-settings.ts';
import { useDesign } from './use-design.ts';

const TEMPLATE_DEFAULT = 'Template default';

/** A labelled select, with an optional hint read with it. */
function SelectField({
  id,
  label,
  hint,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      >
        {children}
      </Select>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-gray-700">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * How the resume looks: accent colour, font, size, spacing, margins, paper, language, fit to one page. The values
 * offered are the server's (GET /api/v1/config); "Template default" takes a setting out.
 */
export function StyleSettings({ options }: { options: DesignOptions }) {
  const { design, setDesign } = useDesign();
  const serif = options.fontFamilies.filter((family) => family.category === 'serif');
  const sans = options.fontFamilies.filter((family) => family.category === 'sans-serif');
  // An empty value is "Template default": the setting is taken out.
  const optional = <T,>(value: string) => (value === '' ? undefined : (value as T));

  return (
    <div className="grid gap-5">
      <AccentColorField value={design.accentColor} onChange={(accentColor) => setDesign({ accentColor })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="design-font"
          label="Font"
          value={design.fontFamily ?? ''}
          onChange={(value) => setDesign({ fontFamily: optional<Design['fontFamily']>(value) })}
        >
          <option value="">{TEMPLATE_DEFAULT}</option>
          <optgroup label="Serif">
            {serif.map((family) => (
              <option key={family.id} value={family.id}>
                {family.name}
              </option>
            ))}
          </optgroup>
          <optgroup label="Sans-serif">
            {sans.map((family) => (
              <option key={family.id} value={family.id}>
                {family.name}
              </option>
            ))}
          </optgroup>
        </SelectField>
        <SelectField
          id="design-font-size"
          label="Font size"
          value={design.fontSize === undefined ? '' : String(design.fontSize)}
          onChange={(value) => setDesign({ fontSize: value === '' ? undefined : Number(value) })}
        >
          <option value="">{TEMPLATE_DEFAULT}</option>
          {fontSizes(options.fontSize).map((size) => (
            <option key={size} value={String(size)}>
              {size} pt
            </option>
          ))}
        </SelectField>
        <SelectField
          id="design-line-spacing"
          label="Line spacing"
          value={design.lineSpacing ?? ''}
          onChange={(value) => setDesign({ lineSpacing: optional<Design['lineSpacing']>(value) })}
        >
          <option value="">{TEMPLATE_DEFAULT}</option>
          {options.lineSpacings.map((spacing) => (
            <option key={spacing} value={spacing}>
              {designValueLabel(spacing)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="design-margins"
          label="Margins"
          value={design.margins ?? ''}
          onChange={(value) => setDesign({ margins: optional<Design['margins']>(value) })}
        >
          <option value="">{TEMPLATE_DEFAULT}</option>
          {options.margins.map((margin) => (
            <option key={margin} value={margin}>
              {designValueLabel(margin)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="design-page-size"
          label="Paper size"
          // Without a setting the page is A4.
          value={design.pageSize ?? 'A4'}
          onChange={(value) => setDesign({ pageSize: optional<Design['pageSize']>(value) })}
        >
          {options.pageSizes.map((size) => (
            <option key={size} value={size}>
              {designValueLabel(size)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="design-language"
          label="Resume language"
          hint="Headings, month names and “Present” are written in this language."
          // Without a setting the resume is in English.
          value={design.language ?? 'en'}
          onChange={(value) => setDesign({ language: optional<Design['language']>(value) })}
        >
          {options.languages.map((language) => (
            <option key={language.id} value={language.id} lang={language.id}>
              {language.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex items-start gap-3">
        <Switch
          id="design-fit"
          checked={design.fitToOnePage === true}
          onCheckedChange={(checked) => setDesign({ fitToOnePage: checked || undefined })}
          aria-describedby="design-fit-hint"
        />
        <div className="grid gap-0.5">
          <Label htmlFor="design-fit">Fit to one page</Label>
          <p id="design-fit-hint" className="text-xs text-gray-700">
            Makes the text and spacing smaller, down to the smallest allowed, until the resume fits on one page.
          </p>
        </div>
      </div>
    </div>
  );
}
