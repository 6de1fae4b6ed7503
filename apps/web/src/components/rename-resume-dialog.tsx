import { MESSAGES, resumeTitleSchema } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { RenameDialog } from './rename-dialog.tsx';
import { toast } from '../lib/toast.ts';
import { useT } from '../lib/i18n/i18n-provider.tsx';

export function RenameResumeDialog({
  title,
  open,
  onOpenChange,
  onRename,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRename: (title: string) => Promise<void>;
}) {
  const t = useT();
  const rename = useMutation({
    mutationFn: (title: string) => onRename(title),
    onSuccess: () => {
      toast.success(MESSAGES.resumeTitleUpdated);
      onOpenChange(false);
    },
    onError: (failure) => {
      console.error(failure);
      toast.error(MESSAGES.titleUpdateFailed);
    },
  });

  return (
    <RenameDialog
      title={title}
      open={open}
      onOpenChange={onOpenChange}
      // The same limit and message as creating a resume.
      titleSchema={resumeTitleSchema}
      heading={t('renameResume.heading')}
      description={t('renameResume.description')}
      label={t('createResume.titleLabel')}
      fieldId="edit-resumeTitle"
      fieldName="resumeTitle"
      pending={rename.isPending}
      onSubmit={(next) => rename.mutate(next)}
    />
  );
}
