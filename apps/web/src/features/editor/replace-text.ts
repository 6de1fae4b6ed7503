/**
 * Replaces `field.value.slice(start, end)` with `text` the way typing would, so that the browser's own undo
 * (Ctrl/Cmd+Z in the field) takes the change back. Setting `value` from script, as React does for a controlled
 * field, is not recorded in the field's undo history; `execCommand('insertText')` is (Chromium, Safari and Firefox
 * keep it for textareas and inputs), and it fires the `input` event React's onChange listens to.
 *
 * Answers false when the browser made no such edit (no execCommand, as in jsdom, or it refused): the caller then
 * sets the value itself (e.g. through the editor's update()), which works but cannot be undone with Ctrl/Cmd+Z.
 * Focus moves to the field (execCommand edits the focused element); the caller may move it on afterwards.
 */
export function replaceText(
  field: HTMLTextAreaElement | HTMLInputElement | null,
  start: number,
  end: number,
  text: string,
): boolean {
  if (!field || !field.isConnected || typeof document.execCommand !== 'function') return false;
  const expected = field.value.slice(0, start) + text + field.value.slice(end);
  field.focus({ preventScroll: true });
  if (document.activeElement !== field) return false;
  field.setSelectionRange(start, end);
  let done: boolean;
  try {
    // insertText with '' may be refused where the selection is all there is to remove: delete removes it.
    done = text === '' ? document.execCommand('delete', false) : document.execCommand('insertText', false, text);
  } catch {
    return false;
  }
  return done && field.value === expected;
}
