import { listMessages, MESSAGES } from '@vitae/schema';
import { useEffect, useRef, useState } from 'react';
import { usePublicConfig } from '../../lib/config.ts';
import { toast } from '../../lib/toast.ts';
import { t } from '../../lib/i18n/language.ts';
import { useGenerateExperienceBullets } from '../../lib/writing-help/ai-experience-bullets.ts';
import { bulletTexts, withBullets } from '../../lib/writing-help/bullets.ts';

/** A list's items' fields, read and written by the item's index in the list as it is now. */
interface ItemFields {
  get(index: number, name: string): unknown;
  set(index: number, name: string, value: unknown): void;
}

/**
 * Generated bullet points for a list's items (experience): asked for from an item's `from` field, offered for the
 * user to tick, and added after the words of its `into` field; the toast's Undo puts those words back. The answer and
 * the Undo arrive later: they find their item by its key (`keys`, one per item) among the keys of then.
 */
export function useItemBullets(ai: { from: string; into: string } | undefined, keys: string[], fields: ItemFields) {
  const [offered, setOffered] = useState<{ key: string; bullets: string[] }>();
  const [generatingKey, setGeneratingKey] = useState<string>();
  const offline = usePublicConfig().data?.aiProvider === 'offline';
  const bullets = useGenerateExperienceBullets();
  const latestKeys = useRef(keys);
  useEffect(() => {
    latestKeys.current = keys;
  });

  const generate = (index: number) => {
    const key = keys[index];
    if (!ai || key === undefined) return;
    const positionTitle = String(fields.get(index, ai.from) ?? '').trim();
    if (!positionTitle) return void toast.error(MESSAGES.addPositionTitle);
    setGeneratingKey(key);
    bullets.mutate(
      { positionTitle },
      {
        onSuccess: ({ html }) => {
          const offer = bulletTexts(html);
          if (offer.length === 0) return void toast.error(MESSAGES.aiUnreadable);
          setOffered({ key, bullets: offer });
        },
        onError: (error) => {
          console.error('Generating bullet points failed', error);
          toast.error(error.message || MESSAGES.aiProviderFailed);
        },
        onSettled: () => setGeneratingKey(undefined),
      },
    );
  };

  /** The chosen bullets go after what the user wrote; the toast's Undo puts their text back as it was. */
  const add = (chosen: string[]) => {
    setOffered(undefined);
    if (!ai || !offered) return;
    const { key } = offered;
    const index = latestKeys.current.indexOf(key);
    if (index < 0) return;
    const before = String(fields.get(index, ai.into) ?? '');
    const after = withBullets(before, chosen);
    fields.set(index, ai.into, after);
    const message = offline ? MESSAGES.offlineBulletsAdded : listMessages.bulletsAdded(chosen.length);
    toast.success(message, {
      action: {
        label: t('common.undo'),
        onClick: () => {
          const at = latestKeys.current.indexOf(key);
          // Only if the summary is still what the bullets made of it: later typing is never thrown away.
          if (at < 0 || fields.get(at, ai.into) !== after) return;
          fields.set(at, ai.into, before);
        },
      },
    });
  };

  return {
    /** The key of the item whose bullets are being generated. */
    generatingKey,
    /** The bullets offered for the item at `index`. */
    offered: offered && { bullets: offered.bullets, index: keys.indexOf(offered.key) },
    generate,
    add,
    close: () => setOffered(undefined),
  };
}
