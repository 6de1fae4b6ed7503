import type { SummarySuggestion } from '@vitae/schema';
import type { ReactNode } from 'react';
import type { GrammarFlag } from './grammar-flags.ts';

/*
 * What the editor's forms (features/editor) ask of writing help (features/writing-help): the page passes the
 * components in, so neither feature imports the other.
 */

export interface GrammarSuggestionsProps {
  /** The checked text, which is the summary as it is now. */
  text: string;
  flags: GrammarFlag[];
  onAccept(flag: GrammarFlag): void;
  onIgnore(flag: GrammarFlag): void;
  onAddWord(flag: GrammarFlag): void;
  onAcceptAll(): void;
  /** The word being added to the dictionary, while it is. */
  addingWord?: string | undefined;
}

export interface SummarySuggestionsProps {
  suggestions: SummarySuggestion[];
  /** Whether the summary holds words, which a chosen suggestion would replace. */
  replaces: boolean;
  onChoose(text: string): void;
  /** The offline note, when suggestions come from the phrase bank. */
  note?: ReactNode;
}

/** Generated bullet points offered for an entry; mounted while there are bullets to choose from. */
export interface BulletsDialogProps {
  itemLabel: string;
  bullets: string[];
  onAdd: (chosen: string[]) => void;
  onClose: () => void;
}
