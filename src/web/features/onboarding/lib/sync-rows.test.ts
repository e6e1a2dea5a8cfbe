import { describe, expect, it } from 'vitest';
import { RowSaveError, syncRows } from './sync-rows';

/** A server holding rows with the parents' limits: at most `max`, never fewer than one. */
function fakeServer(initial: string[], max = 4) {
  const rows = new Set(initial);
  const calls: string[] = [];
  let next = 1;
  return {
    stored: rows,
    calls,
    create: async (input: string) => {
      calls.push(`POST ${input}`);
      if (rows.size >= max) throw new Error('You can add up to 4 parents.');
      const id = `new${next++}`;
      rows.add(id);
      return { id };
    },
    update: async (id: string, input: string) => {
      calls.push(`PUT ${id} ${input}`);
    },
    remove: async (id: string) => {
      calls.push(`DELETE ${id}`);
      if (rows.size <= 1) throw new Error('At least one parent is required.');
      rows.delete(id);
    },
  };
}

describe('syncRows', () => {
  it('puts changed rows, posts new ones and deletes removed ones', async () => {
    const server = fakeServer(['a', 'b']);
    const created: Array<[number, string]> = [];
    await syncRows({
      rows: [{ id: 'a', input: 'Ann' }, { input: 'Cy' }],
      savedIds: ['a', 'b'],
      create: server.create,
      update: server.update,
      remove: server.remove,
      onCreated: (index, id) => created.push([index, id]),
    });
    expect(server.calls).toEqual(['PUT a Ann', 'DELETE b', 'POST Cy']);
    expect(created).toEqual([[1, 'new1']]);
    expect([...server.stored]).toEqual(['a', 'new1']);
  });

  it('swaps a fourth parent without ever asking for a fifth', async () => {
    const server = fakeServer(['a', 'b', 'c', 'd']);
    await syncRows({
      rows: [
        { id: 'a', input: 'A' },
        { id: 'b', input: 'B' },
        { id: 'c', input: 'C' },
        { input: 'E' },
      ],
      savedIds: ['a', 'b', 'c', 'd'],
      isUnchanged: (row) => row.id !== undefined,
      create: server.create,
      update: server.update,
      remove: server.remove,
      onCreated: () => {},
    });
    expect(server.calls).toEqual(['DELETE d', 'POST E']);
  });

  it('replaces the only saved row by adding before removing', async () => {
    const server = fakeServer(['a']);
    await syncRows({
      rows: [{ input: 'New' }],
      savedIds: ['a'],
      create: server.create,
      update: server.update,
      remove: server.remove,
      onCreated: () => {},
    });
    expect(server.calls).toEqual(['POST New', 'DELETE a']);
    expect([...server.stored]).toEqual(['new1']);
  });

  it('posts a drafted row whose id the server no longer has', async () => {
    const server = fakeServer([]);
    await syncRows({
      rows: [{ id: 'gone', input: 'Ann' }],
      savedIds: [],
      create: server.create,
      update: server.update,
      remove: server.remove,
      onCreated: () => {},
    });
    expect(server.calls).toEqual(['POST Ann']);
  });

  it('names the row that failed and hands back the ids created before it', async () => {
    const server = fakeServer(['a', 'b', 'c']);
    const created: string[] = [];
    const failure = await syncRows({
      rows: [
        { id: 'a', input: 'A' },
        { id: 'b', input: 'B' },
        { id: 'c', input: 'C' },
        { input: 'D' },
        { input: 'E' },
      ],
      savedIds: ['a', 'b', 'c'],
      isUnchanged: () => true,
      create: server.create,
      update: server.update,
      remove: server.remove,
      onCreated: (_, id) => created.push(id),
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RowSaveError);
    expect((failure as RowSaveError).index).toBe(4);
    expect((failure as RowSaveError).message).toBe('You can add up to 4 parents.');
    expect(created).toEqual(['new1']);
  });
});
