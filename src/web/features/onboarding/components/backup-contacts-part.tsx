import type { ParentDto } from '@/shared/parents';
import { BackupContactsList } from '@/web/components/family/backup-contacts-list';
import { displayName } from '@/web/lib/family/labels';

/**
 * The family members step's optional part: a neighbour or friend near each parent, told of an
 * alert nobody in the family took in hand (docs/product.md §2.15). Each is saved, and asked to
 * agree, as soon as it is added; the step's Continue does not wait on it.
 */
export function BackupContactsPart({ parents }: { parents: ParentDto[] }) {
  return (
    <section
      aria-labelledby="backup-contacts-part"
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
    >
      <h3 id="backup-contacts-part" className="font-semibold">
        Backup contacts near a parent (optional)
      </h3>
      <div className="flex flex-col gap-6">
        {parents.map((parent) => (
          <BackupContactsList
            key={parent.id}
            parent={{ id: parent.id, name: displayName(parent) }}
          />
        ))}
      </div>
    </section>
  );
}
