/** A row of a list form: its saved id (if any) and what to save. */
export interface RowToSave<Input> {
  id?: string;
  input: Input;
}

/** A save that failed part-way, naming the row (by its place in the form) when there is one. */
export class RowSaveError extends Error {
  constructor(
    readonly index: number | undefined,
    readonly reason: unknown,
  ) {
    super(reason instanceof Error ? reason.message : String(reason));
    this.name = 'RowSaveError';
  }
}

async function step<Result>(
  index: number | undefined,
  action: () => Promise<Result>,
): Promise<Result> {
  try {
    return await action();
  } catch (error) {
    throw new RowSaveError(index, error);
  }
}

/**
 * Makes the server's rows match a list form: changed saved rows are PUT, new rows POSTed, rows
 * taken out of the form DELETEd. The order keeps inside the server's limits: at least one row
 * stays at every moment (the last one cannot be removed), and removals go before additions
 * where they can (no fifth parent while swapping one). `onCreated` hands each new id back at
 * once, so a retry after a failure never creates the same person twice.
 */
export async function syncRows<Input>({
  rows,
  savedIds,
  isUnchanged = () => false,
  create,
  update,
  remove,
  onCreated,
}: {
  rows: RowToSave<Input>[];
  savedIds: string[];
  isUnchanged?: (row: RowToSave<Input>) => boolean;
  create: (input: Input) => Promise<{ id: string }>;
  update: (id: string, input: Input) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  onCreated: (index: number, id: string) => void;
}) {
  const saved = new Set(savedIds);
  const kept = new Set(rows.flatMap((row) => (row.id && saved.has(row.id) ? [row.id] : [])));
  const removed = savedIds.filter((id) => !kept.has(id));

  for (const [index, row] of rows.entries()) {
    if (row.id && saved.has(row.id) && !isUnchanged(row))
      await step(index, () => update(row.id!, row.input));
  }
  let onServer = savedIds.length;
  const removeLater: string[] = [];
  for (const id of removed) {
    if (onServer > 1) {
      await step(undefined, () => remove(id));
      onServer -= 1;
    } else removeLater.push(id);
  }
  for (const [index, row] of rows.entries()) {
    if (row.id && saved.has(row.id)) continue;
    const created = await step(index, () => create(row.input));
    onCreated(index, created.id);
  }
  for (const id of removeLater) await step(undefined, () => remove(id));
}
