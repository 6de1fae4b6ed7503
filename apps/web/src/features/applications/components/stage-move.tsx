import {
  APPLICATION_MESSAGES,
  APPLICATION_STAGES,
  CLOSED_REASONS,
  type Application,
  type ApplicationStage,
  type ClosedReason,
} from '@vitae/schema';
import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { FieldMessage, Label } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { translated } from '../../../lib/i18n/language.ts';
import { useChangeStage } from '../api/change-stage.ts';
import { reasonLabel, stageLabel } from '../labels.ts';

/**
 * Moving an application to a stage: at once, except to `closed`, which first asks why (the API refuses a close
 * without a reason: packages/schema/src/applications.ts). The board's drag and its "Move to …" menu both use this.
 */
export function useStageMove() {
  const change = useChangeStage();
  const [closing, setClosing] = useState<Application | null>(null);
  const move = (application: Application, stage: ApplicationStage) => {
    if (stage === application.stage) return;
    if (stage === 'closed') setClosing(application);
    else change.mutate({ id: application._id, stage });
  };
  const dialog = (
    <ClosingReasonDialog
      application={closing}
      pending={change.isPending}
      onCancel={() => setClosing(null)}
      onConfirm={(reason) => {
        if (!closing) return;
        change.mutate({ id: closing._id, stage: 'closed', reason }, { onSuccess: () => setClosing(null) });
      }}
    />
  );
  return { move, dialog, pending: change.isPending };
}

/** "Move to …": the other stages, for the keyboard and for anyone who would rather not drag. */
export function MoveToMenu({
  application,
  onMove,
}: {
  application: Application;
  onMove: (stage: ApplicationStage) => void;
}) {
  // The stage is applied once the menu has closed and given focus back to its button: a dialog opened while the
  // menu still holds focus (Closed asks for a reason) would lose it to the menu's focus return and close at once.
  const t = useT();
  const chosen = useRef<ApplicationStage | null>(null);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={t('applications.move.label', { company: application.company, role: application.role })}
        >
          {t('applications.move.button')}
          <ChevronDown className="h-4 w-4" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        onCloseAutoFocus={() => {
          const stage = chosen.current;
          chosen.current = null;
          if (stage) setTimeout(() => onMove(stage), 0);
        }}
      >
        {APPLICATION_STAGES.filter((stage) => stage !== application.stage).map((stage) => (
          <DropdownMenuItem key={stage} onSelect={() => (chosen.current = stage)}>
            {stageLabel(stage)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Asks why an application is closed before closing it. */
export function ClosingReasonDialog({
  application,
  pending,
  onCancel,
  onConfirm,
}: {
  application: Application | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (reason: ClosedReason) => void;
}) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState<ClosedReason | ''>('');
  const [error, setError] = useState('');
  return (
    <Dialog
      open={application !== null}
      onOpenChange={(open) => {
        if (open) return;
        setReason('');
        setError('');
        onCancel();
      }}
    >
      <DialogContent>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason) return setError(APPLICATION_MESSAGES.reasonRequired);
            setError('');
            onConfirm(reason);
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('applications.close.title')}</DialogTitle>
            <DialogDescription>
              {application ? `${application.company} – ${application.role}: ` : ''}
              {translated(APPLICATION_MESSAGES.reasonRequired)}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-reason`}>{t('applications.field.reason')}</Label>
            <Select
              id={`${id}-reason`}
              value={reason}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-reason-error` : undefined}
              onChange={(event) => setReason(event.target.value as ClosedReason | '')}
            >
              <option value="">{t('applications.chooseReason')}</option>
              {CLOSED_REASONS.map((value) => (
                <option key={value} value={value}>
                  {reasonLabel(value)}
                </option>
              ))}
            </Select>
            <FieldMessage id={`${id}-reason-error`}>{error}</FieldMessage>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {t('applications.close.title')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The stage as it reads on screen, with the reason for a closed one ("Closed · Rejected"). */
export function stageText(application: Pick<Application, 'stage' | 'closedReason'>): string {
  const stage = stageLabel(application.stage);
  return application.stage === 'closed' && application.closedReason
    ? `${stage} · ${reasonLabel(application.closedReason)}`
    : stage;
}
