import type { ParentDto } from '@/shared/parents';
import { formatPhone } from '@/shared/phone';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';

export const parentName = (parent: ParentDto) =>
  `${parent.nickname || parent.firstName} ${parent.lastName}`;

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
