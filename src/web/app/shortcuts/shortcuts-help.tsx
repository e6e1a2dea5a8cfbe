import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { shortcutList } from './shortcut-keys';

/** The list of every keyboard shortcut (H or Alt+K). */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Keyboard shortcuts"
      description="They work on every signed-in page, except while you type in a field."
      size="sm"
    >
      <dl data-shortcuts-dialog className="flex flex-col divide-y divide-border">
        {shortcutList.map((shortcut) => (
          <div
            key={shortcut.keys.join('+')}
            className="flex items-center justify-between gap-4 py-2"
          >
            <dt className="order-2 flex shrink-0 gap-1">
              {shortcut.keys.map((key, index) => (
                <span key={key} className="flex items-center gap-1">
                  {index > 0 && <span aria-hidden="true">+</span>}
                  <kbd className="min-w-8 rounded-md border border-border bg-muted px-2 py-0.5 text-center font-mono text-sm">
                    {key}
                  </kbd>
                </span>
              ))}
            </dt>
            <dd className="order-1">{shortcut.label}</dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" className="self-end" onClick={onClose}>
        Close
      </Button>
    </Dialog>
  );
}
