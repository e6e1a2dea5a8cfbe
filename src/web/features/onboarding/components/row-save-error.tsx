import { errorMessage } from '@/web/lib/error-message';
import { displayName } from '@/web/lib/family/labels';
import { RowSaveError } from '../lib/sync-rows';

/** A list save that failed: whose row it was (when known), then the server's message. */
export function RowSaveErrorMessage({
  error,
  rows,
  noun,
}: {
  error: unknown;
  rows: Array<{ firstName: string; lastName: string; nickname?: string }>;
  /** "Parent", "Family member": names a row still without a name. */
  noun: string;
}) {
  const index = error instanceof RowSaveError ? error.index : undefined;
  const row = index === undefined ? undefined : rows[index];
  return (
    <>
      {row && <p className="font-semibold">{displayName(row) || `${noun} ${index! + 1}`}</p>}
      <p>{errorMessage(error)}</p>
    </>
  );
}
