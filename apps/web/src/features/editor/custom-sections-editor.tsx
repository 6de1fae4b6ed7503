import {
  defaultCustomSectionItem,
  LIMITS,
  listMessages,
  type CustomSection,
  type CustomSectionItem,
} from '@vitae/schema';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FieldMessage, Input, Label } from '../../components/ui/input.tsx';
import { toast } from '../../lib/toast.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { AddSectionDialog } from './add-section-dialog.tsx';
import { forgetSection, newCustomSectionId, restoreSection, withSectionAt } from '../../lib/resumes/design-settings.ts';
import { useEditorContext } from '../../lib/resumes/editor-context.tsx';
import { ListSectionForm, type ItemListSource } from './list-section-form.tsx';
import { customSectionConfig } from './sections.ts';

const withItems = (sections: CustomSection[], id: string, items: CustomSectionItem[]) =>
  sections.map((section) => (section.id === id ? { ...section, items } : section));

/** One section of the user's own: its title, Remove section, and its entries edited like experience. */
function CustomSectionCard({ section, onRemove }: { section: CustomSection; onRemove: () => void }) {
  const { resume, update, save } = useEditorContext();
  const t = useT();
  const config = customSectionConfig(section, t);
  const titleId = `${section.id}-section-title`;
  const titleMissing = section.title.trim() === '';
  const source: ItemListSource = {
    items: section.items,
    // The sections as they are when the change lands (an Undo may come long after this render).
    setItems: (next) =>
      update((now) => ({ customSections: withItems(now.customSections, section.id, next as CustomSectionItem[]) })),
    saveItems: (items) =>
      save({ customSections: withItems(resume.customSections, section.id, items as CustomSectionItem[]) }),
  };
  const rename = (title: string) =>
    update((now) => ({
      customSections: now.customSections.map((each) => (each.id === section.id ? { ...each, title } : each)),
    }));

  return (
    <div data-custom-section={section.id}>
      <ListSectionForm
        config={config}
        source={source}
        intro={
          <div className="grid gap-1.5">
            <Label htmlFor={titleId}>{t('editor.custom.sectionTitle')}</Label>
            <div className="flex flex-wrap gap-2">
              <Input
                id={titleId}
                className="min-w-0 flex-1"
                value={section.title}
                maxLength={LIMITS.sectionTitle}
                aria-invalid={titleMissing || undefined}
                aria-describedby={titleMissing ? `${titleId}-error` : undefined}
                onChange={(event) => rename(event.target.value)}
              />
              <Button
                variant="outline"
                onClick={onRemove}
                aria-label={t('editor.custom.removeNamed', { title: config.title })}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
                {t('editor.custom.remove')}
              </Button>
            </div>
            <FieldMessage id={`${titleId}-error`}>
              {titleMissing ? t('editor.custom.titleNeeded') : undefined}
            </FieldMessage>
          </div>
        }
      />
    </div>
  );
}

/**
 * Sections of the user's own ("Volunteering", "Publications"): Add section asks for a title, each section's entries
 * are edited like experience; removing a section (with Undo) also takes it out of the design's order, hidden list
 * and headings. Their place among the others is set in the Sections list.
 */
export function CustomSectionsEditor() {
  const { resume, update } = useEditorContext();
  const t = useT();
  const sections = resume.customSections;
  const [adding, setAdding] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // After an add, a removal or an undo: the section to focus (its title field), or null for "Add section".
  const pendingFocus = useRef<string | null | undefined>(undefined);
  const full = sections.length >= LIMITS.customSections;

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === undefined) return;
    pendingFocus.current = undefined;
    const field = target && containerRef.current?.querySelector<HTMLElement>(`[id="${target}-section-title"]`);
    (field || addButton.current)?.focus();
  });

  const add = (title: string) => {
    const section: CustomSection = { id: newCustomSectionId(), title, items: [{ ...defaultCustomSectionItem }] };
    update((now) => ({ customSections: [...now.customSections, section] }));
    pendingFocus.current = section.id;
  };

  const remove = (index: number) => {
    const section = sections[index];
    if (!section) return;
    const { design, kept } = forgetSection(resume.design, section.id);
    update({ customSections: sections.filter((each) => each.id !== section.id), design });
    pendingFocus.current = (sections[index + 1] ?? sections[index - 1])?.id ?? null;
    const name = section.title.trim() || t('editor.custom.section');
    // The toast is announced (sonner's live region).
    toast.success(listMessages.removed(name), {
      action: {
        label: t('common.undo'),
        onClick: () => {
          update((now) => ({
            customSections: withSectionAt(now.customSections, index, section),
            design: restoreSection(now.design, section.id, kept),
          }));
          pendingFocus.current = section.id;
        },
      },
    });
  };

  return (
    <section aria-labelledby="custom-sections-heading" className="grid gap-4">
      <div>
        <h3 id="custom-sections-heading" className="font-semibold text-gray-900">
          {t('editor.custom.heading')}
        </h3>
        <p className="text-sm text-gray-700">{t('editor.custom.intro', { count: LIMITS.customSections })}</p>
      </div>
      <div ref={containerRef} className="grid gap-4">
        {sections.map((section, index) => (
          <CustomSectionCard key={section.id} section={section} onRemove={() => remove(index)} />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button ref={addButton} variant="outline" onClick={() => setAdding(true)} disabled={full}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('editor.custom.add')}
        </Button>
        {full && <p className="text-sm text-gray-700">{t('editor.custom.full', { count: LIMITS.customSections })}</p>}
      </div>
      <AddSectionDialog open={adding} onOpenChange={setAdding} onAdd={add} />
    </section>
  );
}
