import type { Design, DesignOptions, MessageId } from '@vitae/schema';
import type { ReactNode } from 'react';
import { Label } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { AccentColorField } from './accent-color-field.tsx';
import { designValueLabel, fontSizes } from '../../lib/resumes/design-settings.ts';
import { useDesign } from './use-design.ts';
import { useI18n, useT } from '../../lib/i18n/i18n-provider.tsx';

/** The values' words in the interface's language (docs/i18n.md); an unknown value shows as lib names it. */
const VALUE_LABELS: Record<string, MessageId> = {
  compact: 'design.value.compact',
  normal: 'design.value.normal',
  relaxed: 'design.value.relaxed',
  narrow: 'design.value.narrow',
  wide: 'design.value.wide',
  A4: 'design.value.a4',
  Letter: 'design.value.letter',
};

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
  const t = useT();
  const { intl } = useI18n();
  const { design, setDesign } = useDesign();
  const TEMPLATE_DEFAULT = t('design.templateDefault');
  const valueLabel = (value: string) => {
    const message = VALUE_LABELS[value];
    return message ? t(message) : designValueLabel(value);
  };
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
          label={t('design.font')}
          value={design.fontFamily ?? ''}
          onChange={(value) => setDesign({ fontFamily: optional<Design['fontFamily']>(value) })}
        >
          <option value="">{TEMPLATE_DEFAULT}</option>
          <optgroup label={t('design.serif')}>
            {serif.map((family) => (
              <option key={family.id} value={family.id}>
                {family.name}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('design.sansSerif')}>
            {sans.map((family) => (
              <option key={family.id} value={family.id}>
                {family.name}
              </option>
            ))}
          </optgroup>
        </SelectField>
        <SelectField
          id="design-font-size"
          label={t('design.fontSize')}
          value={design.fontSize === undefined ? '' : String(design.fontSize)}
          onChange={(value) => setDesign({ fontSize: value === '' ? undefined : Number(value) })}
        >
          <option value="">{TEMPLATE_DEFAULT}</option>
          {fontSizes(options.fontSize).map((size) => (
            <option key={size} value={String(size)}>
              {/* "pt", the typographic unit, is written so in every language; the number follows the interface's. */}
              {intl.formatNumber(size)} pt
            </option>
          ))}
        </SelectField>
        <SelectField
          id="design-line-spacing"
          label={t('design.lineSpacing')}
          value={design.lineSpacing ?? ''}
          onChange={(value) => setDesign({ lineSpacing: optional<Design['lineSpacing']>(value) })}
        >
          <option value="">{TEMPLATE_DEFAULT}</option>
          {options.lineSpacings.map((spacing) => (
            <option key={spacing} value={spacing}>
              {valueLabel(spacing)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="design-margins"
          label={t('design.margins')}
          value={design.margins ?? ''}
          onChange={(value) => setDesign({ margins: optional<Design['margins']>(value) })}
        >
          <option value="">{TEMPLATE_DEFAULT}</option>
          {options.margins.map((margin) => (
            <option key={margin} value={margin}>
              {valueLabel(margin)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="design-page-size"
          label={t('design.paperSize')}
          // Without a setting the page is A4.
          value={design.pageSize ?? 'A4'}
          onChange={(value) => setDesign({ pageSize: optional<Design['pageSize']>(value) })}
        >
          {options.pageSizes.map((size) => (
            <option key={size} value={size}>
              {valueLabel(size)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="design-language"
          label={t('design.resumeLanguage')}
          hint={t('design.resumeLanguageHint')}
          // Without a setting the resume is in English.
          value={design.language ?? 'en'}
          onChange={(value) => setDesign({ language: optional<Design['language']>(value) })}
        >
          {/* Each language by its own name (as the header's switcher names them), so a reader finds their own
              whatever the interface's language; `lang` lets a screen reader say it rightly. */}
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
          <Label htmlFor="design-fit">{t('design.fit')}</Label>
          <p id="design-fit-hint" className="text-xs text-gray-700">
            {t('design.fitHint')}
          </p>
        </div>
      </div>
    </div>
  );
}
