/**
 * Whether some page holds edits the server does not have yet. Pages register a check while they are open; actions
 * that would lose the edits (logging out) ask before going on.
 */
const checks = new Map<symbol, () => boolean>();

export function registerUnsavedChanges(check: () => boolean): () => void {
  const key = Symbol('unsaved-changes');
  checks.set(key, check);
  return () => checks.delete(key);
}

export function hasUnsavedChanges(): boolean {
  for (const check of checks.values()) if (check()) return true;
  return false;
}
