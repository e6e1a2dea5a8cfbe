import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  backupContactSchema,
  backupPhoneKinds,
  type BackupContactDto,
} from '@/shared/backup-contacts';
import { formatPhone } from '@/shared/phone';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogActions } from '@/web/components/ui/dialog';
import { Notice } from '@/web/components/ui/notice';
import { TextField } from '@/web/components/ui/text-field';
import { useAddBackupContact, useUpdateBackupContact } from '@/web/lib/api/backup-contacts';
import { errorMessage } from '@/web/lib/error-message';
import { schemaResolver } from '@/web/lib/family/schema-resolver';

interface BackupContactForm {
  firstName: string;
  lastName: string;
  phone: string;
  phoneKind: string;
  email: string;
}

const kindLabels = { cell: 'Cell phone: told by text', landline: 'Landline: told by a call' };

/**
 * Adds or edits one of a parent's backup contacts: a neighbour or friend near her, told only of
 * an alert nobody in the family took in hand within 15 minutes. Its form stops its submit there:
 * React still bubbles it through the portal to the wizard's step form around the button.
 */
export function BackupContactDialog({
  parent,
  contact,
  onClose,
}: {
  parent: { id: string; name: string };
  contact?: BackupContactDto;
  onClose: () => void;
}) {
  const add = useAddBackupContact();
  const update = useUpdateBackupContact();
  const [saveError, setSaveError] = useState<string>();
  const form = useForm<BackupContactForm, unknown, z.output<typeof backupContactSchema>>({
    resolver: schemaResolver<BackupContactForm, typeof backupContactSchema>(backupContactSchema),
    defaultValues: {
      firstName: contact?.firstName ?? '',
      lastName: contact?.lastName ?? '',
      phone: contact ? formatPhone(contact.phone) : '',
      phoneKind: contact?.phoneKind ?? 'cell',
      email: contact?.email ?? '',
    },
    reValidateMode: 'onSubmit',
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (input) => {
    setSaveError(undefined);
    try {
      if (contact) await update.mutateAsync({ parentId: parent.id, id: contact.id, input });
      else await add.mutateAsync({ parentId: parent.id, input });
      onClose();
    } catch (error) {
      setSaveError(errorMessage(error));
    }
  });
  // Outside the page's own form (the wizard's step is one): a form inside a form is not one.
  return createPortal(
    <Dialog
      open
      onClose={onClose}
      title={contact ? `Edit ${contact.firstName}` : `Add a backup contact for ${parent.name}`}
      description={`Someone near ${parent.name}, told only when an alert has had no "I'm on it" from the family for 15 minutes. Never the daily OKs. We ask their phone to agree first.`}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.stopPropagation();
          void submit(event);
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="off"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label="Last name (optional)"
            autoComplete="off"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </div>
        <TextField
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium">What kind of phone?</legend>
          {backupPhoneKinds.map((kind) => (
            <label
              key={kind}
              className="flex min-h-11 items-center gap-3 rounded-lg border border-border px-3"
            >
              <input type="radio" value={kind} className="size-5" {...form.register('phoneKind')} />
              {kindLabels[kind]}
            </label>
          ))}
          {errors.phoneKind?.message && (
            <p role="alert" className="text-sm text-alert">
              {errors.phoneKind.message}
            </p>
          )}
        </fieldset>
        <TextField
          label="E-mail (optional)"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        {saveError && <Notice tone="error">{saveError}</Notice>}
        <DialogActions onCancel={onClose}>
          <Button type="submit" busy={form.formState.isSubmitting}>
            {contact ? 'Save changes' : 'Add backup contact'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>,
    document.body,
  );
}
