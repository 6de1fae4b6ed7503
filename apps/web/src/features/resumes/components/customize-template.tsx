import { MESSAGES } from '@vitae/schema';
import { Check, LayoutTemplate } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { templateImage, useTemplates } from '../../../lib/templates.ts';
import { cn } from '../../../lib/utils.ts';
import { useEditorContext } from './editor-context.tsx';

/** Choosing a template sets templateId at once and saves it (SPEC.md section 4). */
export function CustomizeTemplate() {
  const { resume, update, save } = useEditorContext();
  const templates = useTemplates();
  const [open, setOpen] = useState(false);

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
        Customize Template
      </Button>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Customize Template</DialogTitle>
          <DialogDescription>Select a template for your resume.</DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {(templates.data ?? []).map((template) => {
            const selected = template._id === resume.templateId;
            return (
              <button
                key={template._id}
                type="button"
                aria-label={template.name}
                aria-pressed={selected}
                onClick={() => void choose(template._id)}
                className={cn(
                  'relative overflow-hidden rounded-lg border-2 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-600',
                  selected ? 'border-violet-700' : 'border-transparent',
                )}
              >
                <img src={templateImage(template)} alt="" className="aspect-[3/4] w-full object-cover object-top" />
                <span className="block p-2 text-sm font-semibold text-gray-900">{template.name}</span>
                {selected && <Check className="absolute right-2 top-2 h-5 w-5 text-violet-700" aria-hidden />}
              </button>
            );
          })}
        </div>
      </DialogContent>
    </Dialog>
  );
}
