import { MESSAGES } from '@vitae/schema';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { usePublicConfig } from '../../lib/config.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { translated } from '../../lib/i18n/language.ts';
import { CustomizeTemplate } from './customize-template.tsx';
import { SectionsList } from './sections-list.tsx';
import { StyleSettings } from './style-settings.tsx';

/**
 * The Design panel beside the preview (docs/design.md, Design settings): the template, the look (Style)
 * and the sections (order, visibility, headings, sections of the user's own). Every change goes into the draft's
 * `design` (or `customSections`): the preview redraws after a short pause and autosave saves it.
 */
export function DesignPanel({
  customSections,
}: {
  /** The editor of the user's own sections (features/editor, given by the page), under the Sections tab. */
  customSections: ReactNode;
}) {
  const t = useT();
  const config = usePublicConfig();
  const options = config.data?.design;
  return (
    <section
      aria-labelledby="design-heading"
      className="rounded-lg border-t-4 border-violet-700 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="design-heading" className="text-lg font-bold text-gray-900">
          {t('design.heading')}
        </h2>
        <CustomizeTemplate />
      </div>
      <p className="text-sm text-gray-700">{t('design.intro')}</p>
      {options ? (
        <Tabs defaultValue="style" className="mt-4">
          <TabsList aria-label={t('design.settings')}>
            <TabsTrigger value="style">{t('design.tabStyle')}</TabsTrigger>
            <TabsTrigger value="sections">{t('design.tabSections')}</TabsTrigger>
          </TabsList>
          <TabsContent value="style" className="pt-4">
            <StyleSettings options={options} />
          </TabsContent>
          <TabsContent value="sections" className="grid gap-8 pt-4">
            <SectionsList options={options} />
            {customSections}
          </TabsContent>
        </Tabs>
      ) : (
        <div className="mt-4 flex flex-wrap items-center gap-2 text-sm text-gray-700">
          <p role={config.isError ? 'alert' : 'status'}>
            {config.isError ? translated(MESSAGES.somethingWentWrong) : t('design.loading')}
          </p>
          {config.isError && (
            <Button variant="outline" size="sm" onClick={() => void config.refetch()}>
              {t('common.retry')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
