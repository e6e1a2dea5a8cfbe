import { CircleAlert, CircleCheck, Clock, Pencil, Phone, Plus, Send, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import {
  backupContactMessages,
  MAX_BACKUP_CONTACTS,
  type BackupContactDto,
} from '@/shared/backup-contacts';
import type { ConsentStatus } from '@/shared/onboarding';
import { formatPhone } from '@/shared/phone';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { Spinner } from '@/web/components/ui/spinner';
import { useBackupContacts, useRemoveBackupContact } from '@/web/lib/api/backup-contacts';
import { errorMessage } from '@/web/lib/error-message';
import { BackupContactDialog } from './backup-contact-dialog';

// Words first, an icon second and colour third: colour is never the only signal.
const agreement: Record<ConsentStatus, { label: string; classes: string; Icon: typeof Clock }> = {
  pending: { label: 'Not asked yet', classes: 'bg-muted text-fg', Icon: Clock },
  sent: { label: 'Waiting for their Y', classes: 'bg-wait-bg text-wait', Icon: Send },
  verified: { label: 'Agreed', classes: 'bg-ok-bg text-ok', Icon: CircleCheck },
  failed: { label: 'Not agreed', classes: 'bg-alert-bg text-alert', Icon: CircleAlert },
};

function AgreementBadge({ status }: { status: ConsentStatus }) {
  const { label, classes, Icon } = agreement[status];
  return (
    <span
      className={`inline-flex items-center gap-1 self-start rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ${classes}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </span>
  );
}

/**
 * A parent's backup contacts (docs/product.md §2.15), with whether each phone agreed, and add,
 * edit and remove. Shown on the dashboard's parent card and in the wizard.
 */
export function BackupContactsList({ parent }: { parent: { id: string; name: string } }) {
  const contacts = useBackupContacts(parent.id);
  const remove = useRemoveBackupContact();
  const [editing, setEditing] = useState<BackupContactDto | 'new'>();
  const [removeError, setRemoveError] = useState<string>();
  const headingId = useId();
  const fullId = useId();
  const list = contacts.data ?? [];
  const full = list.length >= MAX_BACKUP_CONTACTS;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h4 id={headingId} className="font-semibold">
        Backup contacts for {parent.name}
      </h4>
      <p className="text-sm text-muted-fg">
        A neighbour or friend near {parent.name}, told only when nobody in the family is on an alert
        within 15 minutes.
      </p>
      {contacts.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-fg">
          <Spinner className="size-4" /> Loading backup contacts…
        </p>
      )}
      {contacts.isError && <Notice tone="error">{contacts.error.message}</Notice>}
      {list.length > 0 && (
        <ul className="flex flex-col gap-2">
          {list.map((contact) => {
            const name = `${contact.firstName} ${contact.lastName}`.trim();
            return (
              <li
                key={contact.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <span className="font-medium break-words">{name}</span>
                  <span className="flex flex-wrap items-center gap-2 text-sm text-muted-fg">
                    <Phone aria-hidden="true" className="size-4" />
                    <span className="whitespace-nowrap">{formatPhone(contact.phone)}</span>
                    <span>· {contact.phoneKind === 'cell' ? 'by text' : 'by call'}</span>
                  </span>
                  <AgreementBadge status={contact.consentStatus} />
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    aria-label={`Edit ${name}`}
                    onClick={() => setEditing(contact)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`Remove ${name}`}
                    busy={remove.isPending && remove.variables?.id === contact.id}
                    onClick={() => {
                      setRemoveError(undefined);
                      remove.mutate(
                        { parentId: parent.id, id: contact.id },
                        { onError: (error) => setRemoveError(errorMessage(error)) },
                      );
                    }}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {removeError && <Notice tone="error">{removeError}</Notice>}
      {/* Shown once the list is known, so it never fades from off to on as the page is read. */}
      {!contacts.isPending && (
        <div className="flex flex-col items-start gap-1">
          <Button
            variant="secondary"
            disabled={full}
            aria-describedby={full ? fullId : undefined}
            onClick={() => setEditing('new')}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add a backup contact
          </Button>
          {full && (
            <span id={fullId} className="text-sm text-muted-fg">
              {backupContactMessages.tooMany}
            </span>
          )}
        </div>
      )}
      {editing && (
        <BackupContactDialog
          parent={parent}
          contact={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </section>
  );
}
