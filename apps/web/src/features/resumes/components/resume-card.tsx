import { MESSAGES, type Resume } from '@vitae/schema';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '../../../components/ui/dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { deleteResume } from '../api/delete-resume.ts';
import { resumesQueryKey } from '../api/get-resumes.ts';

export function ResumeCard({ resume, image }: { resume: Resume; image: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const editPath = `/dashboard/resume/${resume._id}/edit`;

  const onDelete = async () => {
    if (typeof resume._id !== 'string' || !resume._id) {
      toast.error(MESSAGES.invalidResumeId);
      return;
    }
    setDeleting(true);
    try {
      await deleteResume(resume._id);
      toast.success(MESSAGES.resumeDeleted);
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: resumesQueryKey });
    } catch (error) {
      console.error(error);
      toast.error(error instanceof Error && error.message ? MESSAGES.resumeDeleteFailed : MESSAGES.resumeDeleteError);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <article className="flex h-[330px] flex-col overflow-hidden rounded-lg border bg-white shadow-sm">
      <Link to={editPath} className="min-h-0 flex-1 bg-gray-100" aria-label={`Edit ${resume.resumeTitle}`}>
        <img src={image} alt="" className="h-full w-full object-cover object-top" />
      </Link>
      <div className="flex items-center justify-between gap-2 border-t px-3 py-2">
        <h3 className="truncate text-sm font-semibold text-gray-900" title={resume.resumeTitle}>
          {resume.resumeTitle}
        </h3>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={`Actions for ${resume.resumeTitle}`}>
              <MoreVertical className="h-4 w-4" aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => void navigate(editPath)}>
              <Pencil className="h-4 w-4" aria-hidden /> Edit
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => void navigate(`/my-resume/${resume._id}/view`)}>
              <Eye className="h-4 w-4" aria-hidden /> View
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setConfirming(true)} className="text-red-700">
              <Trash2 className="h-4 w-4" aria-hidden /> Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogTitle>Are you absolutely sure?</AlertDialogTitle>
          <AlertDialogDescription>This will permanently remove this resume.</AlertDialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogCancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialogCancel>
            <Button variant="destructive" onClick={onDelete} disabled={deleting}>
              {deleting && <Spinner label="Deleting" />}
              Delete
            </Button>
          </div>
        </AlertDialogContent>
      </AlertDialog>
    </article>
  );
}
