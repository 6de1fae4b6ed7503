import { MESSAGES } from '@vitae/schema';
import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Button } from './ui/button.tsx';
import { useT } from '../lib/i18n/i18n-provider.tsx';
import { translated } from '../lib/i18n/language.ts';

/**
 * An editor's guard on leaving (docs/architecture.md, autosave): leaving for another page first saves what is
 * waiting; only edits that cannot be saved make it ask ("Unsaved changes": Stay or Leave).
 */
export function LeaveGuard({ flush, hasUnsaved }: { flush: () => Promise<void>; hasUnsaved: () => boolean }) {
  const t = useT();
  const [askLeave, setAskLeave] = useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasUnsaved(),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let cancelled = false;
    flush()
      .catch(() => {})
      .then(() => {
        if (cancelled) return;
        if (hasUnsaved()) setAskLeave(true);
        else blocker.proceed();
      });
    return () => {
      cancelled = true;
    };
  }, [blocker, flush, hasUnsaved]);

  return (
    <ConfirmDialog
      open={askLeave && blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (open) return;
        setAskLeave(false);
        blocker.reset?.();
      }}
      title={t('editor.leave.title')}
      description={translated(MESSAGES.unsavedChanges)}
      cancelLabel={t('editor.leave.stay')}
    >
      <Button
        variant="destructive"
        onClick={() => {
          setAskLeave(false);
          blocker.proceed?.();
        }}
      >
        {t('editor.leave.leave')}
      </Button>
    </ConfirmDialog>
  );
}
