import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineWorld, movableClock, type EngineWorld } from '../../test/engine-world';
import { callJson } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';

/** The owner's backup contacts routes (docs/product.md §2.15), read from the API and the phones. */
const clock = movableClock('2026-01-12T15:00:00Z');
let harness: TestHarness;
let world: EngineWorld;
beforeAll(async () => {
  harness = await createTestHarness({ clock });
  world = engineWorld(harness, { areaCode: '938', clock });
});
afterAll(async () => {
  await harness.close();
});

const asked = async (phone: string) =>
  (await world.textsTo(phone)).filter((text) => text.includes('Reply Y to agree'));

describe('backup contacts routes', () => {
  it('asks each new number at once, re-asks a changed one, and keeps to three plain names', async () => {
    const family = await world.setUpFamily('backup-routes');
    const path = `/api/parents/${family.parentId}/backup-contacts`;
    const call = (method: string, url: string, body?: unknown) =>
      callJson(harness, method, url, family.owner, body);
    const rosa = world.nextPhone();
    const created = await call('POST', path, {
      firstName: 'Rosa',
      phone: rosa.typed,
      phoneKind: 'cell',
    });
    expect(created.status).toBe(201);
    const { backupContact } = (await created.json()) as {
      backupContact: { id: string; consentStatus: string; phone: string };
    };
    expect(backupContact).toMatchObject({ consentStatus: 'sent', phone: rosa.e164 });
    await world.drain();
    expect(await asked(rosa.e164)).toHaveLength(1);

    // A name that is not a plain name never reaches anyone's phone.
    const link = await call('POST', path, {
      firstName: 'Visit evil.example',
      phone: world.nextPhone().typed,
      phoneKind: 'cell',
    });
    expect(link.status).toBe(400);

    // A new number is asked afresh; the old one hears nothing more.
    const rosaNew = world.nextPhone();
    const changed = await call('PATCH', `${path}/${backupContact.id}`, {
      firstName: 'Rosa',
      phone: rosaNew.typed,
      phoneKind: 'cell',
    });
    expect(changed.status).toBe(200);
    await world.drain();
    expect(await asked(rosaNew.e164)).toHaveLength(1);
    expect(await asked(rosa.e164)).toHaveLength(1);

    for (const name of ['Lou', 'Uma'])
      expect(
        (
          await call('POST', path, {
            firstName: name,
            phone: world.nextPhone().typed,
            phoneKind: 'landline',
          })
        ).status,
      ).toBe(201);
    const fourth = await call('POST', path, {
      firstName: 'Ivy',
      phone: world.nextPhone().typed,
      phoneKind: 'cell',
    });
    expect(fourth.status).toBe(409);
    expect(await fourth.json()).toMatchObject({
      error: { message: 'A parent can have at most 3 backup contacts.' },
    });

    const removed = await call('DELETE', `${path}/${backupContact.id}`);
    expect(removed.status).toBe(204);
    const { backupContacts } = (await (await call('GET', path)).json()) as {
      backupContacts: { firstName: string }[];
    };
    expect(backupContacts.map((contact) => contact.firstName)).toEqual(['Lou', 'Uma']);
  });
});
