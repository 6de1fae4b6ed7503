import { zodResolver } from '@hookform/resolvers/zod';
import { addTemplateBodySchema, MESSAGES, type Template } from '@vitae/schema';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorPage } from '../../components/layout/error-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormDialogFooter } from '../../components/dialog-shell.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Input, Label, Textarea } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { toast } from '../../lib/toast.ts';
import { useSession } from '../../lib/auth.tsx';
import { templateImage, useTemplates } from '../../lib/templates.ts';
import { useAddTemplate } from '../../features/admin/api/add-template.ts';
import { UsersPanel } from '../../features/admin/users-panel.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { translated } from '../../lib/i18n/language.ts';

function TemplateCard({ template }: { template: Template }) {
  const [missing, setMissing] = useState(false);
  const t = useT();
  return (
    <article className="overflow-hidden rounded-lg border bg-white shadow-sm">
      {missing ? (
        <div className="flex aspect-[3/4] items-center justify-center bg-gray-100 p-4 text-center text-lg font-semibold text-gray-800">
          {template.name}
        </div>
      ) : (
        <img
          src={templateImage(template)}
          alt={t('admin.templatePreview', { name: template.name })}
          onError={() => setMissing(true)}
          className="aspect-[3/4] w-full object-cover object-top"
        />
      )}
      <div className="p-3">
        <h2 className="font-semibold text-gray-900">{template.name}</h2>
        <p className="text-sm text-gray-700">{template.description}</p>
        <p className="mt-1 text-xs text-gray-700">{t('admin.folder', { folder: template.folderName })}</p>
      </div>
    </article>
  );
}

const templateFields = ['folderName', 'name', 'description'] as const;

function AddTemplateDialog() {
  const [open, setOpen] = useState(false);
  const add = useAddTemplate();
  const t = useT();
  const form = useForm({
    resolver: zodResolver(addTemplateBodySchema),
    defaultValues: { folderName: '', name: '', description: '' },
  });
  const { errors } = form.formState;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };

  // A missing field toasts "All fields are required."; the first refused field's message is toasted.
  const submit = form.handleSubmit(
    (body) => add.mutate(body, { onSuccess: () => onOpenChange(false) }),
    (invalid) => {
      const first = templateFields.find((field) => invalid[field]);
      toast.error((first && invalid[first]?.message) || MESSAGES.allFieldsRequired);
    },
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <Button onClick={() => setOpen(true)}>
        <Plus className="h-4 w-4" aria-hidden />
        {t('admin.addNewTemplate')}
      </Button>
      <DialogContent>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <DialogHeader>
            <DialogTitle>{t('admin.addNewTemplate')}</DialogTitle>
            <DialogDescription>{t('admin.addTemplateDescription')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="folderName">{t('admin.folderName')}</Label>
            <Input
              id="folderName"
              required
              aria-invalid={Boolean(errors.folderName)}
              {...form.register('folderName')}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="name">{t('admin.templateName')}</Label>
            <Input id="name" required aria-invalid={Boolean(errors.name)} {...form.register('name')} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="description">{t('admin.description')}</Label>
            <Textarea
              id="description"
              required
              aria-invalid={Boolean(errors.description)}
              {...form.register('description')}
            />
          </div>
          <FormDialogFooter>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending && <Spinner />}
              {t('admin.addTemplate')}
            </Button>
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function AdminPage() {
  const { user } = useSession();
  const templates = useTemplates();
  const isAdmin = user?.role === 'admin';
  const t = useT();

  useEffect(() => {
    if (templates.isError) toast.error(MESSAGES.templatesFetchFailed);
  }, [templates.isError]);

  if (!isAdmin) {
    return <ErrorPage title={translated(MESSAGES.adminOnly)} message={translated(MESSAGES.adminOnlyHint)} />;
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-8">
      <h1 className="text-2xl font-bold text-gray-900">{t('admin.title')}</h1>
      <Tabs defaultValue="templates" className="mt-6">
        <TabsList aria-label={t('admin.sections')}>
          <TabsTrigger value="templates">{t('admin.templates')}</TabsTrigger>
          <TabsTrigger value="users">{t('admin.users')}</TabsTrigger>
        </TabsList>
        <TabsContent value="templates" className="pt-6">
          <div className="flex justify-end">
            <AddTemplateDialog />
          </div>
          {templates.data && templates.data.length === 0 ? (
            <p className="mt-8 text-gray-700">{translated(MESSAGES.noTemplates)}</p>
          ) : (
            <div className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {(templates.data ?? []).map((template) => (
                <TemplateCard key={template._id} template={template} />
              ))}
            </div>
          )}
        </TabsContent>
        <TabsContent value="users" className="pt-6">
          <UsersPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
