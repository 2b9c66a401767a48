/**
 * Where the player is typing (issue 34): a field that brings up a phone's keyboard has focus. The host's
 * floating buttons step aside meanwhile (they sat over the field being typed in); the cashier frame
 * watches its own fields and tells the host (frame message `typing`).
 */

/** Inputs that take no typing (no keyboard comes up for them). */
const NOT_TYPED = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/** True for a text-like input or a textarea (the site has no editable elements). */
export function isTextEntry(target: EventTarget | null | undefined): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  if (element.tagName === 'TEXTAREA') return true;
  return element.tagName === 'INPUT' && !NOT_TYPED.has(((element as HTMLInputElement).type || 'text').toLowerCase());
}

/**
 * Calls `onChange(true)` when focus enters a text entry in `root` and `onChange(false)` when it leaves for
 * anything else (or out of the document); each change once. Returns the unsubscribe.
 */
export function watchTextEntry(root: Document, onChange: (typing: boolean) => void): () => void {
  let typing = false;
  const set = (next: boolean) => {
    if (next === typing) return;
    typing = next;
    onChange(next);
  };
  // On focusout the field still holds focus: the element focus moves to (relatedTarget) decides; focusin follows it.
  const focusIn = (event: FocusEvent) => set(isTextEntry(event.target));
  const focusOut = (event: FocusEvent) => set(isTextEntry(event.relatedTarget));
  root.addEventListener('focusin', focusIn);
  root.addEventListener('focusout', focusOut);
  return () => {
    root.removeEventListener('focusin', focusIn);
    root.removeEventListener('focusout', focusOut);
  };
}
