import type { ParentDto } from '@/shared/parents';
import { formatPhone } from '@/shared/phone';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';

/**
 * "Mom (Maria Rivera)", or "Maria Rivera" without a nickname: a nickname is what the family
 * calls her, never a first name to put before her last ("Mom Rivera", issue 39).
 */
export const parentName = (parent: ParentDto) => {
  const full = `${parent.firstName} ${parent.lastName}`.trim();
  const nickname = parent.nickname.trim();
  return nickname ? `${nickname} (${full})` : full;
};

/** S with several parents: whose check-in to send now. */
export function ParentChooser({
  parents,
  onChoose,
  onClose,
}: {
  parents: ParentDto[] | undefined;
  onChoose: (parent: ParentDto) => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={parents !== undefined}
      onClose={onClose}
      title="Send today’s check-in"
      description="Choose who gets it now. It counts as their check-in for today."
      size="sm"
    >
      <ul data-shortcuts-dialog className="flex flex-col gap-2">
        {parents?.map((parent) => (
          <li key={parent.id}>
            <Button variant="secondary" className="w-full" onClick={() => onChoose(parent)}>
              <span>{parentName(parent)}</span>
              <span className="text-sm text-muted-fg">{formatPhone(parent.phone)}</span>
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" className="self-end" onClick={onClose}>
        Cancel
      </Button>
    </Dialog>
  );
}
