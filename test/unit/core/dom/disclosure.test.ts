/**
 * The disclosure helper (src/core/dom/disclosure.ts) in happy-dom: the button's aria-expanded and
 * aria-controls, the region's hidden, clicks, Enter and Space on a non-button, and Escape.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDisclosure } from '../../../../src/core/dom/disclosure.ts';

function setup(tag = 'button', regionId = '') {
  const button = document.createElement(tag);
  const region = document.createElement('div');
  if (regionId) region.id = regionId;
  const link = document.createElement('a');
  link.href = '/x';
  region.append(link);
  document.body.append(button, region);
  return { button, region, link };
}

const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

afterEach(() => document.body.replaceChildren());

describe('createDisclosure', () => {
  it('starts closed, links the button to the region and toggles on click', () => {
    const { button, region } = setup('button', 'more');
    const onToggle = vi.fn();
    const disclosure = createDisclosure(button, region, { onToggle });
    expect(button.getAttribute('aria-controls')).toBe('more');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(region.hidden).toBe(true);
    button.click();
    expect(disclosure.expanded).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(region.hidden).toBe(false);
    button.click();
    expect(region.hidden).toBe(true);
    expect(onToggle.mock.calls).toEqual([[true], [false]]);
  });

  it('gives the region an id when it has none, unique per disclosure', () => {
    const a = setup();
    const b = setup();
    createDisclosure(a.button, a.region);
    createDisclosure(b.button, b.region);
    expect(a.region.id).toBeTruthy();
    expect(a.region.id).not.toBe(b.region.id);
    expect(a.button.getAttribute('aria-controls')).toBe(a.region.id);
  });

  it('can start open; open, close and toggle report changes only', () => {
    const { button, region } = setup();
    const onToggle = vi.fn();
    const disclosure = createDisclosure(button, region, { expanded: true, onToggle });
    expect(region.hidden).toBe(false);
    disclosure.open();
    expect(onToggle).not.toHaveBeenCalled();
    disclosure.toggle();
    disclosure.close();
    expect(onToggle.mock.calls).toEqual([[false]]);
    disclosure.close(true);
    expect(document.activeElement).toBe(button);
  });

  it('makes any other element a button that answers Enter and Space', () => {
    const { button, region } = setup('span');
    const disclosure = createDisclosure(button, region);
    expect(button.getAttribute('role')).toBe('button');
    expect(button.tabIndex).toBe(0);
    key(button, 'Enter');
    expect(disclosure.expanded).toBe(true);
    key(button, ' ');
    expect(disclosure.expanded).toBe(false);
    key(button, 'a');
    expect(disclosure.expanded).toBe(false);
  });

  it('Escape inside the region closes it and focuses the button, when asked for', () => {
    const { button, region, link } = setup();
    const disclosure = createDisclosure(button, region, { expanded: true, closeOnEscape: true });
    link.focus();
    key(link, 'Escape');
    expect(disclosure.expanded).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('Escape does nothing without closeOnEscape, or after destroy', () => {
    const plain = setup();
    const open = createDisclosure(plain.button, plain.region, { expanded: true });
    key(plain.link, 'Escape');
    expect(open.expanded).toBe(true);
    const other = setup();
    const gone = createDisclosure(other.button, other.region, { expanded: true, closeOnEscape: true });
    gone.destroy();
    key(other.link, 'Escape');
    other.button.click();
    expect(gone.expanded).toBe(true);
  });

  it('leaves the region to styles with manageHidden: false (only aria-expanded changes)', () => {
    const { button, region } = setup();
    const disclosure = createDisclosure(button, region, { manageHidden: false });
    expect(region.hidden).toBe(false);
    disclosure.open();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    disclosure.close();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(region.hidden).toBe(false);
  });

  it('nested disclosures close one at a time on Escape: the innermost takes it', () => {
    const outer = setup();
    const innerButton = document.createElement('button');
    const innerRegion = document.createElement('div');
    const innerLink = document.createElement('a');
    innerLink.href = '/y';
    innerRegion.append(innerLink);
    outer.region.append(innerButton, innerRegion);
    const outerDisclosure = createDisclosure(outer.button, outer.region, { expanded: true, closeOnEscape: true });
    const innerDisclosure = createDisclosure(innerButton, innerRegion, { expanded: true, closeOnEscape: true });
    key(innerLink, 'Escape');
    expect(innerDisclosure.expanded).toBe(false);
    expect(outerDisclosure.expanded).toBe(true);
    expect(document.activeElement).toBe(innerButton);
    key(innerButton, 'Escape');
    expect(outerDisclosure.expanded).toBe(false);
    expect(document.activeElement).toBe(outer.button);
  });
});
