import { DEFAULT_TEMPLATE_FOLDER, type GenerateResumeBody, MESSAGES, type Template } from '@vitae/schema';
import { arabicSampleResume } from '@vitae/pdf/rtl-sample-resumes';
import { Check, LayoutTemplate } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Label } from '../../components/ui/input.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { templateImage, useTemplates } from '../../lib/templates.ts';
import { useInView } from '../../lib/use-in-view.ts';
import { cn } from '../../lib/utils.ts';
import type { ResumePreview } from '../../lib/resumes/preview-resume.ts';
import { toGenerateBody } from '../../lib/resumes/generate-resume.ts';
import { useTemplatePreview } from './api/preview-template.ts';
import { useEditorContext } from '../../lib/resumes/editor-context.tsx';
import { inlineSafeSvg, splitPages } from '../../lib/resumes/preview-svg.ts';

/** The first page of a render as an image (an image runs no script and follows no link). */
function firstPageImage({ svg, pages, pageWidth, pageHeight }: ResumePreview): string {
  const drawing = inlineSafeSvg(svg);
  const first = drawing === undefined ? undefined : splitPages(drawing, pages, pageWidth, pageHeight)[0];
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(first ?? svg)}`;
}

/** The Arabic sample the gallery can draw every template with: a right-to-left resume (docs/right-to-left.md). */
const ARABIC_SAMPLE: GenerateResumeBody = { resumeTitle: 'Arabic sample', ...arabicSampleResume };

/**
 * A template's card: the user's own resume (or the Arabic sample) drawn in it, asked for once the card is in view;
 * the template's sample image until then or if the drawing fails; the current template is pressed and says "Current".
 */
function TemplateChoice({
  template,
  draft,
  current,
  onChoose,
}: {
  template: Template;
  draft: GenerateResumeBody;
  current: boolean;
  onChoose: () => void;
}) {
  const t = useT();
  const [ref, seen] = useInView<HTMLButtonElement>();
  const preview = useTemplatePreview(draft, template._id, { enabled: seen });
  const image = useMemo(() => (preview.data ? firstPageImage(preview.data) : undefined), [preview.data]);
  return (
    <button
      ref={ref}
      type="button"
      aria-label={template.name}
      aria-pressed={current}
      aria-current={current || undefined}
      data-preview={image ? 'resume' : 'sample'}
      onClick={onChoose}
      className={cn(
        'relative overflow-hidden rounded-lg border-2 bg-white text-start focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-600',
        current ? 'border-violet-700' : 'border-gray-200 hover:border-violet-400',
      )}
    >
      <img
        src={image ?? templateImage(template)}
        alt=""
        className={cn(
          'aspect-[3/4] w-full border-b object-cover object-top transition-opacity',
          preview.isFetching && 'opacity-70',
        )}
      />
      <span className="flex items-center justify-between gap-2 p-2">
        <span className="text-sm font-semibold text-gray-900">{template.name}</span>
        {current && (
          <span className="flex items-center gap-1 rounded-full bg-violet-700 px-2 py-0.5 text-xs font-medium text-white">
            <Check className="h-3 w-3" aria-hidden />
            {t('design.currentTemplate')}
          </span>
        )}
      </span>
    </button>
  );
}

/** Choosing a template sets templateId at once and saves it. */
export function CustomizeTemplate() {
  const t = useT();
  const { resume, update, save } = useEditorContext();
  const templates = useTemplates();
  const [open, setOpen] = useState(false);
  const [arabicSample, setArabicSample] = useState(false);
  const ownDraft = useMemo(() => toGenerateBody(resume), [resume]);
  const draft = arabicSample ? ARABIC_SAMPLE : ownDraft;

  const choose = async (templateId: string) => {
    const previous = resume.templateId;
    update({ templateId });
    try {
      await save({ templateId });
      toast.success(MESSAGES.templateSaved);
      setOpen(false);
    } catch (error) {
      console.error(error);
      update({ templateId: previous });
      toast.error(MESSAGES.templateUpdateFailed);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <LayoutTemplate className="h-4 w-4" aria-hidden />
        {t('design.customizeTemplate')}
      </Button>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('design.customizeTemplate')}</DialogTitle>
          <DialogDescription>{arabicSample ? t('design.galleryArabic') : t('design.galleryOwn')}</DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-3">
          <Switch
            id="gallery-arabic-sample"
            checked={arabicSample}
            onCheckedChange={setArabicSample}
            aria-describedby="gallery-arabic-sample-hint"
          />
          <div className="grid gap-0.5">
            <Label htmlFor="gallery-arabic-sample">{t('design.arabicSample')}</Label>
            <p id="gallery-arabic-sample-hint" className="text-xs text-gray-700">
              {t('design.arabicSampleHint')}
            </p>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {(templates.data ?? []).map((template) => (
            <TemplateChoice
              key={template._id}
              template={template}
              draft={draft}
              // No template chosen: the server draws the default one.
              current={
                resume.templateId ? template._id === resume.templateId : template.folderName === DEFAULT_TEMPLATE_FOLDER
              }
              onChoose={() => void choose(template._id)}
            />
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
