import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { stepSavedMessages, subStepHeadings } from '../src/shared/onboarding-copy';
import { animationsDone } from './support/axe';
import { signUpThroughLink, uniqueEmail } from './support/mailbox';

const place = { city: 'Albany', state: 'New York', zipOrCounty: '12207' };

/** What the page shows in view (words, labels, fields, buttons) that the toast's box overlaps. */
async function hiddenByToast(page: Page) {
  return page.evaluate(() => {
    const toast = document.querySelector('[role="status"] p');
    if (!toast) return ['no toast'];
    const box = toast.getBoundingClientRect();
    const shown = 'p, li, label, input, select, textarea, button, a, h1, h2, h3';
    return [...document.querySelectorAll(shown)]
      .filter((element) => {
        const other = element.getBoundingClientRect();
        const inView = other.bottom > 0 && other.top < window.innerHeight && other.width > 0;
        const overlaps =
          other.left < box.right &&
          other.right > box.left &&
          other.top < box.bottom &&
          other.bottom > box.top;
        return inView && overlaps && !toast.contains(element) && element !== toast;
      })
      .map((element) => `${element.tagName} ${element.textContent?.trim() ?? ''}`);
  });
}

for (const width of [390, 1280]) {
  test(`the saved toast hides no label or field of the next step, at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const email = uniqueEmail(`toast-${width}`);
    await signUpThroughLink(page, request, email, 'Toni Park');
    const api = page.request;
    const digits = String(Math.floor(Math.random() * 1e4)).padStart(4, '0');
    const profile = await api.put('/api/profile', {
      data: {
        firstName: 'Toni',
        lastName: 'Park',
        email,
        cellPhone: `(718) 555-${digits}`,
        ...place,
      },
    });
    expect(profile.ok(), await profile.text()).toBe(true);
    const parent = await api.post('/api/parents', {
      data: {
        firstName: 'Mae',
        lastName: 'Park',
        relationshipType: 'parent',
        phone: `(212) 555-${digits}`,
        ...place,
      },
    });
    expect(parent.ok(), await parent.text()).toBe(true);
    expect((await api.put('/api/onboarding', { data: { step: 'parents' } })).ok()).toBe(true);

    await page.goto('/onboarding');
    await expect(
      page.getByRole('heading', { level: 2, name: subStepHeadings.parents }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    const toast = page.getByRole('status').getByText(stepSavedMessages.parents);
    await expect(toast).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: subStepHeadings['family-members'] }),
    ).toBeVisible();
    await animationsDone(page);
    await expect(toast).toBeVisible();
    expect(await hiddenByToast(page)).toEqual([]);
    // The owner scrolls on to the form while the toast still shows.
    await page.mouse.wheel(0, 400);
    await expect(toast).toBeVisible();
    expect(await hiddenByToast(page)).toEqual([]);
  });
}
