import { SECTION_KEYS, type ListSectionKey } from '@vitae/schema';
import { LIST_SECTION_FORMS } from '../../features/editor/sections.ts';

/** The personal details step's fields: their inputs' ids are their names (features/editor/personal-details-form.tsx). */
const PERSONAL_FIELDS = new Set(['fullName', 'jobTitle', 'address', 'phone', 'email']);

/** Where the editor edits a field of the resume: a pane, the wizard step, and the control's id to focus. */
export type FieldTarget = { pane: 'form'; step: number; controlId: string | undefined } | { pane: 'design' };

/**
 * Where a report's field path (packages/schema/src/ats-check.ts: `fullName`, `summary`, `experience.0.companyName`,
 * `skills.3`) is edited: personal details on step 1, each section on its step (in the registry's order), and an
 * item's control by the list form's ids (`experience-0-companyName`; an item alone: its first field). Custom sections
 * and design settings are edited in the Design pane. undefined: a path the editor has no place for.
 */
export function fieldTarget(path: string): FieldTarget | undefined {
  const [head = '', index, name] = path.split('.');
  if (PERSONAL_FIELDS.has(head)) return { pane: 'form', step: 1, controlId: head };
  // Custom sections and design settings (a white accent colour hides text: `design.accentColor`) live in Design.
  if (head === 'customSections' || head === 'design') return { pane: 'design' };
  const at = SECTION_KEYS.indexOf(head as (typeof SECTION_KEYS)[number]);
  if (at < 0) return undefined;
  const step = at + 2;
  if (head === 'summary') return { pane: 'form', step, controlId: 'summary' };
  if (index === undefined || !/^\d+$/.test(index)) return { pane: 'form', step, controlId: undefined };
  const { fields } = LIST_SECTION_FORMS[head as ListSectionKey];
  const field = fields.find((candidate) => candidate.name === name) ?? fields[0];
  return { pane: 'form', step, controlId: field && `${head}-${index}-${field.name}` };
}

/** How long a control may take to appear once its step is shown (the rich-text editor loads lazily). */
const FOCUS_WAIT_MS = 5_000;

/**
 * Focuses the control with this id as soon as it is in the document (a step just chosen draws it after this call),
 * and scrolls it into view. Returns a function that stops waiting.
 */
export function focusWhenShown(controlId: string, root: Node = document.body): () => void {
  const tryFocus = () => {
    const control = document.getElementById(controlId);
    if (!control) return false;
    control.focus();
    control.scrollIntoView?.({ block: 'center' });
    return true;
  };
  if (tryFocus()) return () => {};
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(() => stop(), FOCUS_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}
