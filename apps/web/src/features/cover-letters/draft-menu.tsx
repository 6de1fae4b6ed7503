import { COVER_LETTER_MESSAGES, type CoverLetterDraft } from '@vitae/schema';
import { ChevronDown, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePublicConfig } from '../../lib/config.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { translated } from '../../lib/i18n/language.ts';
import { useDraftCoverLetter, type DraftMode } from './api/draft-cover-letter.ts';
import { letterParagraphs } from './letter-text.ts';

/**
 * "Draft": "Draft offline" (a template filled with the company, the role and the resume's strongest lines) or
 * "Draft with AI" (needs a provider). The proposal is shown in a dialog; only "Insert" changes the letter, through
 * `onInsert` (the editor replaces the body and offers Undo). "Cancel" changes nothing.
 */
export function DraftMenu({ letterId, onInsert }: { letterId: string; onInsert: (body: string) => void }) {
  const t = useT();
  const draft = useDraftCoverLetter(letterId);
  const aiConfigured = (usePublicConfig().data?.aiProvider ?? 'offline') !== 'offline';
  const [proposal, setProposal] = useState<CoverLetterDraft>();

  const ask = (mode: DraftMode) => draft.mutate(mode, { onSuccess: setProposal });

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={draft.isPending}>
            {draft.isPending ? (
              <Spinner label={t('coverLetters.drafting')} />
            ) : (
              <Sparkles className="h-4 w-4" aria-hidden />
            )}
            {t('coverLetters.draft')}
            <ChevronDown className="h-4 w-4" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => ask('offline')}>{t('coverLetters.draftOffline')}</DropdownMenuItem>
          <DropdownMenuItem disabled={!aiConfigured} onSelect={() => ask('ai')}>
            {t('coverLetters.draftWithAi')}
          </DropdownMenuItem>
          {!aiConfigured && (
            <p className="max-w-64 px-2 py-1 text-xs text-gray-700">
              {translated(COVER_LETTER_MESSAGES.aiUnavailable)}
            </p>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={Boolean(proposal)} onOpenChange={(open) => !open && setProposal(undefined)}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>
              {proposal?.source === 'ai' ? t('coverLetters.draftWithAi') : t('coverLetters.offlineDraft')}
            </DialogTitle>
            <DialogDescription>
              {translated(COVER_LETTER_MESSAGES.drafted)} {t('coverLetters.insertNote')}
            </DialogDescription>
          </DialogHeader>
          {proposal && (
            <>
              <section
                aria-label={t('coverLetters.proposed')}
                className="grid gap-2 rounded-md border bg-gray-50 p-3 text-sm"
              >
                {letterParagraphs(proposal.body).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </section>
              {proposal.dropped.length > 0 && (
                <section aria-labelledby="draft-dropped-heading" className="grid gap-1 text-sm">
                  <h3 id="draft-dropped-heading" className="font-semibold text-gray-900">
                    {t('coverLetters.leftOut', { count: proposal.dropped.length })}
                  </h3>
                  <ul className="list-disc ps-5 text-gray-800">
                    {proposal.dropped.map((entry, index) => (
                      <li key={index}>{t('coverLetters.leftOutEntry', { text: entry.text, reason: entry.reason })}</li>
                    ))}
                  </ul>
                </section>
              )}
            </>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => setProposal(undefined)}>
              {t('common.cancel')}
            </Button>
            <Button
              onClick={() => {
                if (proposal) onInsert(proposal.body);
                setProposal(undefined);
              }}
            >
              {t('coverLetters.insert')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
