import { addTemplateBodySchema, MESSAGES, type AddTemplateBody, type Template } from '@vitae/schema';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { ErrorPage } from '../../components/layout/error-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Input, Label, Textarea } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { ApiError, api } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { useSession } from '../../lib/auth.tsx';
import { templateImage, templatesQueryKey, useTemplates } from '../../lib/templates.ts';
import { UsersPanel } from './users-panel.tsx';

/** POST /api/v1/admin/add-template (admin bearer). */
export const addTemplate = (body: AddTemplateBody) => api.post<Template>('/v1/admin/add-template', body);

function TemplateCard({ template }: { template: Template }) {
  const [missing, setMissing] = useState(false);
  return (
    <article className="overflow-hidden rounded-lg border bg-white shadow-sm">
      {missing ? (
        <div className="flex aspect-[3/4] items-center justify-center bg-gray-100 p-4 text-center text-lg font-semibold text-gray-800">
          {template.name}
        </div>
      ) : (
        <img
          src={templateImage(template)}
          alt={`${template.name} preview`}
          onError={() => setMissing(true)}
          className="aspect-[3/4] w-full object-cover object-top"
        />
      )}
      <div className="p-3">
        <h2 className="font-semibold text-gray-900">{template.name}</h2>
        <p className="text-sm text-gray-700">{template.description}</p>
        <p className="mt-1 text-xs text-gray-700">Folder: {template.folderName}</p>
      </div>
    </article>
  );
}

function AddTemplateDialog() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const raw = {
      folderName: String(form.get('folderName') ?? '').trim(),
      name: String(form.get('name') ?? '').trim(),
      description: String(form.get('description') ?? '').trim(),
    };
    if (!raw.folderName || !raw.name || !raw.description) {
      toast.error(MESSAGES.allFieldsRequired);
      return;
    }
    const parsed = addTemplateBodySchema.safeParse(raw);
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? MESSAGES.allFieldsRequired);
      return;
    }
    setSaving(true);
    try {
      await addTemplate(parsed.data);
      toast.success(MESSAGES.templateAdded);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: templatesQueryKey });
    } catch (error) {
      console.error(error);
      toast.error(
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? `${MESSAGES.templateAddFailed}: ${error.message}`
          : MESSAGES.templateAddFailed,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)}>
        <Plus className="h-4 w-4" aria-hidden />
        Add New Template
      </Button>
      <DialogContent>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>Add New Template</DialogTitle>
            <DialogDescription>Register a template folder of the PDF package.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="folderName">Folder name</Label>
            <Input id="folderName" name="folderName" required />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="name">Template name</Label>
            <Input id="name" name="name" required />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="description">Description</Label>
            <Textarea id="description" name="description" required />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={saving}>
              {saving && <Spinner />}
              Add Template
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function AdminPage() {
  const { user } = useSession();
  const templates = useTemplates();
  const isAdmin = user?.role === 'admin';

  useEffect(() => {
    if (templates.isError) toast.error(MESSAGES.templatesFetchFailed);
  }, [templates.isError]);

  if (!isAdmin) {
    return <ErrorPage title={MESSAGES.adminOnly} message={MESSAGES.adminOnlyHint} />;
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-8">
      <h1 className="text-2xl font-bold text-gray-900">Admin Dashboard</h1>
      <Tabs defaultValue="templates" className="mt-6">
        <TabsList aria-label="Admin sections">
          <TabsTrigger value="templates">Templates</TabsTrigger>
          <TabsTrigger value="users">Users</TabsTrigger>
        </TabsList>
        <TabsContent value="templates" className="pt-6">
          <div className="flex justify-end">
            <AddTemplateDialog />
          </div>
          {templates.data && templates.data.length === 0 ? (
            <p className="mt-8 text-gray-700">{MESSAGES.noTemplates}</p>
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
