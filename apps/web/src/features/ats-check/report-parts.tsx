import type { AtsFact, AtsFinding, AtsReadability, AtsSeverity } from '@vitae/schema';
import type { MessageId } from '@vitae/schema';
import { AlertCircle, AlertTriangle, Check, Info, X } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/utils.ts';
import { useI18n, useT } from '../../lib/i18n/i18n-provider.tsx';
import { fieldLabel, SEVERITY_GROUPS } from './field-labels.ts';

interface Score {
  total: number;
  parts: { key: string; label: string; points: number; max: number; detail: string }[];
}

/** The score with its parts (parse fidelity, completeness, writing): never the number alone (docs/ats-check.md). */
export function ScoreSummary({ score }: { score: Score }) {
  const headingId = useId();
  const t = useT();
  return (
    <section aria-labelledby={headingId} className="rounded-md border p-3">
      <h3 id={headingId} className="text-base font-semibold text-gray-900">
        {t('ats.score', { total: score.total })}
      </h3>
      <ul className="mt-2 grid gap-2">
        {score.parts.map((part) => (
          <li key={part.key} className="grid gap-1">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium text-gray-900">{part.label}</span>
              <span className="tabular-nums text-gray-800">
                {t('ats.points', { points: part.points, max: part.max })}
              </span>
            </div>
            <div
              role="meter"
              aria-label={part.label}
              aria-valuemin={0}
              aria-valuemax={part.max}
              aria-valuenow={part.points}
              aria-valuetext={t('ats.pointsDetail', { points: part.points, max: part.max, detail: part.detail })}
              className="h-1.5 overflow-hidden rounded bg-gray-200"
            >
              <div
                className="h-full bg-violet-700"
                style={{ width: `${part.max > 0 ? Math.min(100, (part.points / part.max) * 100) : 0}%` }}
              />
            </div>
            <p className="text-xs text-gray-700">{part.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const SEVERITY_STYLE: Record<AtsSeverity, { Icon: typeof Info; className: string; name: MessageId }> = {
  error: { Icon: AlertCircle, className: 'text-red-700', name: 'ats.severityError' },
  warning: { Icon: AlertTriangle, className: 'text-amber-700', name: 'ats.severityWarning' },
  info: { Icon: Info, className: 'text-sky-700', name: 'ats.severityNote' },
};

/**
 * The findings grouped by severity, each with its fix. Given `onFinding`, a finding about a field is a button that
 * takes the user to it (the page decides where that is); otherwise the field is named.
 */
export function FindingsList({
  findings,
  onFinding,
}: {
  findings: AtsFinding[];
  onFinding?: ((field: string) => void) | undefined;
}) {
  const headingId = useId();
  const t = useT();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-base font-semibold text-gray-900">
        {t('ats.findings', { count: findings.length })}
      </h3>
      {findings.length === 0 && <p className="text-sm text-gray-700">{t('ats.nothingToFix')}</p>}
      {SEVERITY_GROUPS.map(({ severity, heading }) => {
        const group = findings.filter((finding) => finding.severity === severity);
        if (group.length === 0) return null;
        const { Icon, className, name } = SEVERITY_STYLE[severity];
        return (
          <div key={severity}>
            <h4 className={cn('flex items-center gap-1.5 text-sm font-semibold', className)}>
              <Icon className="h-4 w-4" aria-hidden />
              {t(heading, { count: group.length })}
            </h4>
            <ul className="mt-1 grid gap-2">
              {group.map((finding, index) => (
                <FindingItem
                  key={`${finding.code}-${finding.field ?? ''}-${index}`}
                  finding={finding}
                  severityName={t(name)}
                  onFinding={onFinding}
                />
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

function FindingItem({
  finding,
  severityName,
  onFinding,
}: {
  finding: AtsFinding;
  severityName: string;
  onFinding?: ((field: string) => void) | undefined;
}) {
  const fixId = useId();
  const t = useT();
  const { field } = finding;
  return (
    <li className="rounded-md border bg-white p-2 text-sm" data-code={finding.code}>
      {field && onFinding ? (
        <button
          type="button"
          onClick={() => onFinding(field)}
          aria-describedby={fixId}
          className="text-start font-medium text-violet-800 underline underline-offset-2 hover:text-violet-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-600"
        >
          <span className="sr-only">{severityName}: </span>
          {finding.message}
          <span className="text-gray-700"> {t('ats.goTo', { field: fieldLabel(field) })}</span>
        </button>
      ) : (
        <p className="font-medium text-gray-900">
          <span className="sr-only">{severityName}: </span>
          {finding.message}
          {field && (
            <span className="font-normal text-gray-700">
              {' '}
              {t('ats.fieldInParentheses', { field: fieldLabel(field) })}
            </span>
          )}
        </p>
      )}
      <p id={fixId} className="mt-0.5 text-gray-700">
        {finding.fix}
      </p>
    </li>
  );
}

/** Every fact of the resume and whether a parser read it back from the file (and what it read instead). */
export function FactsTable({ facts }: { facts: AtsFact[] }) {
  const headingId = useId();
  const found = facts.filter((fact) => fact.found).length;
  const t = useT();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-base font-semibold text-gray-900">
        {t('ats.facts', { found, total: facts.length })}
      </h3>
      {facts.length === 0 ? (
        <p className="text-sm text-gray-700">{t('ats.noFacts')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead className="text-gray-700">
              <tr>
                <th scope="col" className="py-1 pe-2 font-medium">
                  {t('ats.colFact')}
                </th>
                <th scope="col" className="py-1 pe-2 font-medium">
                  {t('ats.colYourText')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('ats.colReadBack')}
                </th>
              </tr>
            </thead>
            <tbody>
              {facts.map((fact, index) => (
                <tr key={`${fact.field}-${index}`} className="border-t align-top">
                  <th scope="row" className="py-1 pe-2 font-normal text-gray-800">
                    {fieldLabel(fact.field)}
                  </th>
                  <td className="break-words py-1 pe-2 text-gray-900">{fact.value}</td>
                  <td className="py-1">
                    {fact.found ? (
                      <span className="inline-flex items-center gap-1 text-green-800">
                        <Check className="h-4 w-4" aria-hidden />
                        {t('ats.found')}
                      </span>
                    ) : (
                      <span className="inline-flex flex-wrap items-center gap-1 text-red-800">
                        <X className="h-4 w-4" aria-hidden />
                        {t('ats.notFound')}
                        <span className="text-gray-800">
                          {fact.read ? t('ats.readInstead', { text: fact.read }) : t('ats.nothingRead')}
                        </span>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The readability figures: the formula's score where one is known for the language, and the counts. */
export function ReadabilityFigures({ readability }: { readability: AtsReadability }) {
  const headingId = useId();
  const t = useT();
  const { intl } = useI18n();
  const figures: [string, string][] = [
    [
      readability.formula ?? t('ats.readabilityScore'),
      readability.score === null
        ? t('ats.noFormula')
        : t('ats.points', { points: Math.round(readability.score), max: 100 }),
    ],
    [t('ats.language'), readability.language],
    [t('ats.sentences'), intl.formatNumber(readability.sentences)],
    [t('ats.words'), intl.formatNumber(readability.words)],
    [
      t('ats.wordsPerSentence'),
      intl.formatNumber(readability.wordsPerSentence, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    ],
    // "over 30 words": the limit docs/ats-check.md sets, counted in the language's plural forms.
    [t('ats.longSentences', { count: 30 }), intl.formatNumber(readability.longSentences)],
  ];
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-base font-semibold text-gray-900">
        {t('ats.readability')}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {figures.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-gray-700">{term}</dt>
            <dd className="tabular-nums text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The text in reading order as a parser sees it: a scrollable, keyboard-focusable region. */
export function ExtractedText({ text, label }: { text: string; label: string }) {
  const t = useT();
  return (
    // The text itself is the labelled region (it scrolls); its heading needs no second one.
    <div className="grid content-start gap-2">
      <h3 className="text-base font-semibold text-gray-900">{label}</h3>
      <pre
        tabIndex={0}
        role="region"
        aria-label={label}
        className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md border bg-gray-50 p-3 font-mono text-xs text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-600"
      >
        {text || t('ats.noText')}
      </pre>
    </div>
  );
}
