/** What each key does, in the order the help lists them. */
export const shortcutList = [
  { keys: ['D'], action: 'dashboard', label: 'Go to the dashboard' },
  { keys: ['P'], action: 'add-parent', label: 'Add a parent' },
  { keys: ['F'], action: 'add-family-member', label: 'Add a family member' },
  { keys: ['S'], action: 'send-check-in', label: 'Send today’s check-in now' },
  { keys: ['M'], action: 'history', label: 'Open the message history' },
  { keys: ['H'], action: 'help', label: 'Show or hide this list' },
  { keys: ['Alt', 'K'], action: 'help', label: 'Show or hide this list' },
  { keys: ['Esc'], action: 'escape', label: 'Close whatever is open' },
] as const;

export type ShortcutAction = (typeof shortcutList)[number]['action'];

const letterActions: Record<string, ShortcutAction> = {
  d: 'dashboard',
  p: 'add-parent',
  f: 'add-family-member',
  s: 'send-check-in',
  m: 'history',
  h: 'help',
};

/** Someone typing: a key there is text, not a command. */
export function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches('input, textarea, select');
}

/**
 * The shortcut a key press means, if any. Keys typed into a field, and keys held with Ctrl or
 * Meta (the browser's and the system's own shortcuts), are left alone.
 */
export function shortcutFor(event: KeyboardEvent): ShortcutAction | undefined {
  if (event.defaultPrevented || event.isComposing) return undefined;
  if (event.ctrlKey || event.metaKey) return undefined;
  if (event.key === 'Escape') return 'escape';
  if (isTyping(event.target)) return undefined;
  // Alt+K by its key position too: on a Mac, Option+K types "˚".
  if (event.altKey)
    return event.code === 'KeyK' || event.key.toLowerCase() === 'k' ? 'help' : undefined;
  if (event.repeat) return undefined;
  return letterActions[event.key.toLowerCase()];
}
