import { afterEach, describe, expect, it } from 'vitest';
import { shortcutFor } from './shortcut-keys';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Presses a key on `target` as the browser would, and returns what the rules make of it. */
function press(target: HTMLElement, key: string, init: KeyboardEventInit = {}) {
  let action: ReturnType<typeof shortcutFor> | 'not seen' = 'not seen';
  const listener = (event: KeyboardEvent) => {
    action = shortcutFor(event);
  };
  document.addEventListener('keydown', listener);
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
  document.removeEventListener('keydown', listener);
  return action;
}

const mount = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
};

describe('keyboard shortcuts', () => {
  it('map each letter to its action, in either case', () => {
    const page = mount('<main tabindex="-1"></main>');
    expect(press(page, 'd')).toBe('dashboard');
    expect(press(page, 'D', { shiftKey: true })).toBe('dashboard');
    expect(press(page, 'p')).toBe('add-parent');
    expect(press(page, 'f')).toBe('add-family-member');
    expect(press(page, 's')).toBe('send-check-in');
    expect(press(page, 'm')).toBe('history');
    expect(press(page, 'h')).toBe('help');
    expect(press(page, 'Escape')).toBe('escape');
    expect(press(page, 'x')).toBeUndefined();
  });

  it('take Alt+K for the help, by key or by its place on the keyboard', () => {
    const page = mount('<main></main>');
    expect(press(page, 'k', { altKey: true, code: 'KeyK' })).toBe('help');
    // Option+K on a Mac types a ring above.
    expect(press(page, '˚', { altKey: true, code: 'KeyK' })).toBe('help');
    expect(press(page, 'k')).toBeUndefined();
    expect(press(page, 'd', { altKey: true, code: 'KeyD' })).toBeUndefined();
  });

  it('are ignored while typing in an input, a text area, a select or editable text', () => {
    for (const html of [
      '<input type="text" />',
      '<input type="tel" />',
      '<textarea></textarea>',
      '<select><option>a</option></select>',
      '<div contenteditable="true"></div>',
    ]) {
      const field = mount(html);
      // jsdom does not compute isContentEditable; the attribute is what browsers read.
      if (field.hasAttribute('contenteditable'))
        Object.defineProperty(field, 'isContentEditable', { value: true });
      for (const key of ['d', 'p', 'f', 's', 'm', 'h'])
        expect(press(field, key), `${key} in ${html}`).toBeUndefined();
      expect(press(field, 'k', { altKey: true, code: 'KeyK' }), html).toBeUndefined();
    }
  });

  it('are ignored with Ctrl or Meta held, and on key repeat', () => {
    const page = mount('<main></main>');
    expect(press(page, 'd', { ctrlKey: true })).toBeUndefined();
    expect(press(page, 'd', { metaKey: true })).toBeUndefined();
    expect(press(page, 'k', { altKey: true, ctrlKey: true, code: 'KeyK' })).toBeUndefined();
    expect(press(page, 's', { repeat: true })).toBeUndefined();
  });
});
