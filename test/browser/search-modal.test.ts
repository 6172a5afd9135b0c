/**
 * <search-modal> (site 2.8) in Chromium with real keys and a real mouse: the opener opens the one
 * modal dialog with focus in the search input, Close and Escape close it with focus back on the
 * opener; every key of the APG select-only combobox (the channel dropdown), its mouse use and its
 * ARIA states; Escape in the open list closes only the list; the page's channel mapping; submit
 * in English and Spanish (never blank); bad config. On the demo site: a search from the modal
 * landing on the results page, and the opener kept in place as the element starts
 * (test/e2e/search-modal.spec.ts).
 */
import { expect } from 'chai';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../elements/search-modal/define.ts';
import { navigation } from '../../src/features/search-modal/search-modal.browser.ts';
import { captureConsole, linkStylesheet, mount, settled, waitFor } from './helpers.ts';
import { ariaSnapshot } from './page-commands.ts';

const OPTIONS = [
  { dropDownLabel: 'All', dropDownValue: 'all' },
  { dropDownLabel: 'Member benefits', dropDownValue: 'member-benefits' },
  { dropDownLabel: 'Research', dropDownValue: 'research' },
  { dropDownLabel: 'Health', dropDownValue: 'health' },
];
/** Fifteen channels, for Page Up and Page Down (which move 10). */
const MANY = [
  'All',
  'Arts',
  'Books',
  'Cars',
  'Dating',
  'Entertainment',
  'Family',
  'Food',
  'Games',
  'Health',
  'Home',
  'Money',
  'Research',
  'Travel',
  'Work',
].map((label) => ({ dropDownLabel: label, dropDownValue: label.toLowerCase() }));

let visited: string[] = [];
const go = navigation.go;

before(() => linkStylesheet());
beforeEach(() => {
  visited = [];
  navigation.go = (_win, url) => void visited.push(url);
});
afterEach(async () => {
  navigation.go = go;
  document.body.replaceChildren();
  for (const name of ['lang', 'data-i18n-dictionary-src', 'data-channel', 'data-subchannel', 'data-wcmmode']) document.documentElement.removeAttribute(name);
  await resetMouse();
});

const page = (options: unknown = OPTIONS) =>
  `<div><button id="behind" type="button">Behind</button>
  <search-modal><script type="application/json">${JSON.stringify({ options })}</script><button type="button" data-search-open>Open search</button></search-modal></div>`;

async function setup(options: unknown = OPTIONS) {
  const root = mount(page(options));
  const host = root.querySelector('search-modal') as HTMLElement;
  expect(await settled(host)).to.equal('ready');
  const dialog = host.querySelector('dialog')!;
  const opener = host.querySelector<HTMLElement>('[data-search-open]')!;
  const input = dialog.querySelector<HTMLInputElement>('input[name="q"]')!;
  const combobox = dialog.querySelector<HTMLElement>('[role="combobox"]')!;
  const listbox = dialog.querySelector<HTMLElement>('[role="listbox"]')!;
  const channel = dialog.querySelector<HTMLInputElement>('input[name="c"]')!;
  const close = [...dialog.querySelectorAll('button')].find((b) => /^(Close|Cerrar)$/.test(b.textContent!.trim()))!;
  const submit = dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  return { host, dialog, opener, input, combobox, listbox, channel, close, submit };
}

const centre = (el: Element): [number, number] => {
  const box = el.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
};
const click = (el: Element) => sendMouse({ type: 'click', position: centre(el) });
const press = (key: string) => sendKeys({ press: key });
const active = (combobox: Element) => {
  const id = combobox.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)!.textContent : null;
};
const shown = (combobox: Element) => combobox.querySelector('.select-combobox__value')!.textContent;

async function openModal(parts: Awaited<ReturnType<typeof setup>>) {
  await click(parts.opener);
  await waitFor(() => parts.dialog.open && document.activeElement === parts.input, 3000, 'the modal to open with focus in the input');
}

/** The modal open and its channel dropdown focused (closed). */
async function focusedDropdown(options: unknown = OPTIONS) {
  const parts = await setup(options);
  await openModal(parts);
  parts.combobox.focus();
  return parts;
}

describe('<search-modal>', () => {
  for (const width of [390, 1280]) {
    it(`at ${width} px: opens on click with focus in the search input; Close and Escape return focus to the opener`, async () => {
      await setViewport({ width, height: 800 });
      const parts = await setup();
      const { host, dialog, opener, close } = parts;
      expect(dialog.open).to.equal(false);
      expect(host.getAttribute('data-modal-state')).to.equal('closed');
      expect(opener.getAttribute('aria-haspopup')).to.equal('dialog');
      await openModal(parts);
      expect(host.getAttribute('data-modal-state')).to.equal('open');
      expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('Search');
      // The form is the CMS's, inside <search-box>, so its typeahead can upgrade it.
      const form = dialog.querySelector('search-box > form[role="search"]') as HTMLFormElement;
      expect(form).to.not.equal(null);
      expect(form.getAttribute('action')).to.equal('/search/');
      const box = dialog.getBoundingClientRect();
      expect(box.left).to.be.at.least(0);
      expect(box.right).to.be.at.most(width);
      for (const target of [close, parts.combobox, parts.input, parts.submit]) expect(target.getBoundingClientRect().height).to.be.at.least(44);
      await click(close);
      await waitFor(() => !dialog.open, 3000, 'the modal to close');
      expect(document.activeElement).to.equal(opener);
      expect(host.getAttribute('data-modal-state')).to.equal('closed');
      opener.focus();
      await press('Enter');
      await waitFor(() => dialog.open && document.activeElement === parts.input, 3000, 'the modal to open by keyboard');
      await press('Escape');
      await waitFor(() => !dialog.open, 3000, 'Escape to close it');
      expect(document.activeElement).to.equal(opener);
    });
  }

  it('Tab stays inside: input, channel, Search, Close', async () => {
    const parts = await setup();
    await openModal(parts);
    await press('Tab');
    expect(document.activeElement).to.equal(parts.combobox);
    await press('Tab');
    expect(document.activeElement).to.equal(parts.submit);
    await press('Tab');
    expect(document.activeElement).to.equal(parts.close);
    await press('Tab');
    expect(document.activeElement).to.equal(parts.input);
  });

  describe('the channel dropdown (APG select-only combobox)', () => {
    it('has the roles and states: combobox, listbox, options; named by its label', async () => {
      const { combobox, listbox, channel } = await setup();
      expect(combobox.getAttribute('aria-expanded')).to.equal('false');
      expect(combobox.getAttribute('aria-haspopup')).to.equal('listbox');
      expect(combobox.getAttribute('aria-controls')).to.equal(listbox.id);
      expect(document.getElementById(combobox.getAttribute('aria-labelledby')!)!.textContent).to.equal('Search in');
      expect(combobox.tabIndex).to.equal(0);
      expect(listbox.hidden).to.equal(true);
      expect([...listbox.querySelectorAll('[role="option"]')].map((o) => o.textContent)).to.deep.equal(['All', 'Member benefits', 'Research', 'Health']);
      expect(shown(combobox)).to.equal('All');
      expect(channel.value).to.equal('all');
    });

    it("the open list's accessibility tree (Playwright's ARIA snapshot)", async () => {
      const { combobox, listbox } = await focusedDropdown();
      await press('ArrowDown');
      await waitFor(() => combobox.getAttribute('aria-expanded') === 'true' && !listbox.hidden, 3000, 'the list open');
      expect(await ariaSnapshot('search-modal [role="listbox"]')).to.equal(
        ['- listbox "Search in":', '  - option "All" [selected]', '  - option "Member benefits"', '  - option "Research"', '  - option "Health"'].join('\n'),
      );
    });

    it('Down opens on the chosen option; Down and Up move without wrapping; Enter chooses', async () => {
      const { combobox, listbox, channel } = await focusedDropdown();
      await press('ArrowDown');
      expect(combobox.getAttribute('aria-expanded')).to.equal('true');
      expect(listbox.hidden).to.equal(false);
      expect(active(combobox)).to.equal('All');
      expect(listbox.querySelector('[aria-selected="true"]')!.textContent).to.equal('All');
      await press('ArrowUp');
      expect(active(combobox)).to.equal('All');
      await press('ArrowDown');
      await press('ArrowDown');
      expect(active(combobox)).to.equal('Research');
      expect(listbox.querySelectorAll('[aria-selected="true"]').length).to.equal(1);
      await press('ArrowDown');
      await press('ArrowDown');
      expect(active(combobox)).to.equal('Health');
      await press('ArrowUp');
      await press('Enter');
      expect(combobox.getAttribute('aria-expanded')).to.equal('false');
      expect(combobox.hasAttribute('aria-activedescendant')).to.equal(false);
      expect(shown(combobox)).to.equal('Research');
      expect(channel.value).to.equal('research');
      expect(document.activeElement).to.equal(combobox);
    });

    it('Up, Enter and Space open it; Space chooses; Alt+Up chooses', async () => {
      const { combobox, channel } = await focusedDropdown();
      await press('ArrowUp');
      expect(combobox.getAttribute('aria-expanded')).to.equal('true');
      await press('ArrowDown');
      await press(' ');
      expect(combobox.getAttribute('aria-expanded')).to.equal('false');
      expect(channel.value).to.equal('member-benefits');
      await press('Enter');
      expect(combobox.getAttribute('aria-expanded')).to.equal('true');
      expect(active(combobox)).to.equal('Member benefits');
      await press('Escape');
      await press(' ');
      expect(combobox.getAttribute('aria-expanded')).to.equal('true');
      await press('ArrowDown');
      await press('Alt+ArrowUp');
      expect(combobox.getAttribute('aria-expanded')).to.equal('false');
      expect(channel.value).to.equal('research');
    });

    it('Alt+Down opens it on the chosen option; Alt+Up closes it choosing the highlighted option', async () => {
      const { combobox, listbox, channel } = await focusedDropdown();
      await press('Alt+ArrowDown');
      expect(combobox.getAttribute('aria-expanded')).to.equal('true');
      expect(listbox.hidden).to.equal(false);
      expect(active(combobox)).to.equal('All');
      expect(channel.value).to.equal('all');
      await press('ArrowDown');
      await press('ArrowDown');
      expect(active(combobox)).to.equal('Research');
      await press('Alt+ArrowUp');
      expect(combobox.getAttribute('aria-expanded')).to.equal('false');
      expect(listbox.hidden).to.equal(true);
      expect(shown(combobox)).to.equal('Research');
      expect(channel.value).to.equal('research');
      expect(document.activeElement).to.equal(combobox);
      // Opened again by Alt+Down, on the option now chosen.
      await press('Alt+ArrowDown');
      expect(combobox.getAttribute('aria-expanded')).to.equal('true');
      expect(active(combobox)).to.equal('Research');
    });

    it('Home and End: open on, and move to, the first and last option', async () => {
      const { combobox } = await focusedDropdown();
      await press('End');
      expect(combobox.getAttribute('aria-expanded')).to.equal('true');
      expect(active(combobox)).to.equal('Health');
      await press('Home');
      expect(active(combobox)).to.equal('All');
      await press('Escape');
      await press('Home');
      expect(active(combobox)).to.equal('All');
      await press('End');
      expect(active(combobox)).to.equal('Health');
    });

    it('Page Down and Page Up move 10 options, clamped at the ends, and keep the option in view', async () => {
      const { combobox, listbox } = await focusedDropdown(MANY);
      await press('ArrowDown');
      await press('PageDown');
      expect(active(combobox)).to.equal('Home');
      const option = document.getElementById(combobox.getAttribute('aria-activedescendant')!)!;
      const list = listbox.getBoundingClientRect();
      const box = option.getBoundingClientRect();
      expect(box.top).to.be.at.least(list.top - 1);
      expect(box.bottom).to.be.at.most(list.bottom + 1);
      await press('PageDown');
      expect(active(combobox)).to.equal('Work');
      await press('PageUp');
      expect(active(combobox)).to.equal('Dating');
      await press('PageUp');
      expect(active(combobox)).to.equal('All');
    });

    it('Escape closes the list without changing the choice, and leaves the dialog open', async () => {
      const { combobox, channel, dialog, opener } = await focusedDropdown();
      await press('ArrowDown');
      await press('ArrowDown');
      await press('ArrowDown');
      await press('Escape');
      expect(combobox.getAttribute('aria-expanded')).to.equal('false');
      expect(shown(combobox)).to.equal('All');
      expect(channel.value).to.equal('all');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(dialog.open).to.equal(true);
      expect(document.activeElement).to.equal(combobox);
      // A second Escape, with the list closed, closes the dialog.
      await press('Escape');
      await waitFor(() => !dialog.open, 3000, 'the dialog to close');
      expect(document.activeElement).to.equal(opener);
    });

    it('Tab chooses the highlighted option and moves focus on', async () => {
      const { combobox, channel, submit } = await focusedDropdown();
      await press('ArrowDown');
      await press('ArrowDown');
      await press('Tab');
      expect(combobox.getAttribute('aria-expanded')).to.equal('false');
      expect(channel.value).to.equal('member-benefits');
      expect(document.activeElement).to.equal(submit);
    });

    it('type-ahead: letters open it and find options; the buffer resets after 500 ms', async () => {
      const { combobox, channel } = await focusedDropdown(MANY);
      await press('h');
      expect(combobox.getAttribute('aria-expanded')).to.equal('true');
      expect(active(combobox)).to.equal('Health');
      await press('o');
      expect(active(combobox)).to.equal('Home');
      // After a pause the buffer 'ho' is forgotten: 'r' alone finds Research (kept, 'hor' would find nothing).
      await new Promise((resolve) => setTimeout(resolve, 700));
      await press('r');
      expect(active(combobox)).to.equal('Research');
      await new Promise((resolve) => setTimeout(resolve, 700));
      await press('f');
      expect(active(combobox)).to.equal('Family');
      await press('f');
      expect(active(combobox)).to.equal('Food');
      await press('Enter');
      expect(channel.value).to.equal('food');
    });

    it('mouse: a click opens and closes it, a click on an option chooses it, a click outside closes it without choosing', async () => {
      const parts = await setup();
      const { combobox, listbox, channel, dialog } = parts;
      await openModal(parts);
      await click(combobox);
      expect(combobox.getAttribute('aria-expanded')).to.equal('true');
      await click(combobox);
      expect(combobox.getAttribute('aria-expanded')).to.equal('false');
      await click(combobox);
      await click(listbox.querySelectorAll('[role="option"]')[3]!);
      expect(combobox.getAttribute('aria-expanded')).to.equal('false');
      expect(channel.value).to.equal('health');
      expect(document.activeElement).to.equal(combobox);
      await click(combobox);
      await sendKeys({ press: 'ArrowUp' });
      await click(dialog.querySelector('h2')!);
      expect(combobox.getAttribute('aria-expanded')).to.equal('false');
      expect(channel.value).to.equal('health');
      expect(dialog.open).to.equal(true);
    });
  });

  describe("the page's channel (site 2.8)", () => {
    const rows: Array<[string, string | null, string, string]> = [
      ['membership', 'benefits', 'Member benefits', 'member-benefits'],
      ['pri', null, 'Research', 'research'],
      ['health', null, 'Health', 'health'],
      ['money', null, 'All', 'all'],
    ];
    for (const [channel, subchannel, label, value] of rows) {
      it(`data-channel="${channel}"${subchannel ? ` data-subchannel="${subchannel}"` : ''} selects ${label}`, async () => {
        document.documentElement.setAttribute('data-channel', channel);
        if (subchannel) document.documentElement.setAttribute('data-subchannel', subchannel);
        const parts = await setup();
        expect(shown(parts.combobox)).to.equal(label);
        expect(parts.channel.value).to.equal(value);
        await openModal(parts);
        parts.combobox.focus();
        await press('ArrowDown');
        expect(active(parts.combobox)).to.equal(label);
      });
    }
  });

  describe('submitting', () => {
    it('Enter in the input goes to /search/?q=&c= with the chosen channel; the button too', async () => {
      document.documentElement.setAttribute('data-channel', 'pri');
      const parts = await setup();
      await openModal(parts);
      await sendKeys({ type: 'medicare & you' });
      await press('Enter');
      await waitFor(() => visited.length === 1, 3000, 'the search');
      expect(visited[0]).to.equal('/search/?q=medicare%20%26%20you&c=research');
      await click(parts.submit);
      await waitFor(() => visited.length === 2, 3000, 'the second search');
      expect(visited[1]).to.equal('/search/?q=medicare%20%26%20you&c=research');
    });

    it('never submits a blank term: focus goes back to the input', async () => {
      const parts = await setup();
      await openModal(parts);
      await sendKeys({ type: '   ' });
      await click(parts.submit);
      await press('Enter');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(visited).to.deep.equal([]);
      expect(document.activeElement).to.equal(parts.input);
      expect(parts.dialog.open).to.equal(true);
    });

    it('leaves the submit to a handler inside the form that takes it (the search box)', async () => {
      const parts = await setup();
      parts.dialog.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
      await openModal(parts);
      await sendKeys({ type: 'hearing' });
      await press('Enter');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(visited).to.deep.equal([]);
    });

    it('in Spanish: the texts are translated and the search goes to /espanol/buscar/', async () => {
      document.documentElement.setAttribute('lang', 'es');
      document.documentElement.setAttribute('data-i18n-dictionary-src', '/fixtures/site/dict.{locale}.json');
      const parts = await setup();
      expect(parts.close.textContent!.trim()).to.equal('Cerrar');
      expect(parts.dialog.querySelector('h2')!.textContent).to.equal('Buscar');
      expect(parts.dialog.querySelector('label')!.textContent).to.equal('Términos de búsqueda');
      expect(shown(parts.combobox)).to.equal('Todo');
      expect([...parts.listbox.querySelectorAll('[role="option"]')].map((o) => o.textContent)).to.deep.equal([
        'Todo',
        'Beneficios para socios',
        'Investigación',
        'Salud',
      ]);
      await openModal(parts);
      parts.combobox.focus();
      // Type-ahead works on the translated labels.
      await press('i');
      await press('Enter');
      parts.input.focus();
      await sendKeys({ type: 'jubilación' });
      await press('Enter');
      await waitFor(() => visited.length === 1, 3000, 'the search');
      expect(visited[0]).to.equal('/espanol/buscar/?q=jubilaci%C3%B3n&c=research');
    });
  });

  describe('bad input', () => {
    it('malformed JSON: a console error naming the tag, no dialog, the opener hidden', async () => {
      const { errors } = await captureConsole(async () => {
        const root = mount(
          `<div><search-modal><script type="application/json">{ "options": [</script><button type="button" data-search-open>Search</button></search-modal></div>`,
        );
        const host = root.querySelector('search-modal')!;
        expect(await settled(host)).to.equal('error');
        expect(host.querySelector('dialog')).to.equal(null);
        expect(getComputedStyle(host).display).to.equal('none');
      });
      expect(errors.some((e) => e.includes('<search-modal>'))).to.equal(true);
    });

    it('options of the wrong shape: a console error', async () => {
      const { errors } = await captureConsole(async () => {
        const root = mount(page([{ dropDownLabel: 3 }]));
        expect(await settled(root.querySelector('search-modal')!)).to.equal('error');
      });
      expect(errors.some((e) => e.includes('<search-modal>'))).to.equal(true);
    });

    it('no opener button: a console error, nothing added', async () => {
      const { errors } = await captureConsole(async () => {
        const root = mount('<div><search-modal></search-modal></div>');
        const host = root.querySelector('search-modal')!;
        expect(await settled(host)).to.equal('error');
        expect(host.querySelector('dialog')).to.equal(null);
      });
      expect(errors.some((e) => e.includes('<search-modal>') && e.includes('data-search-open'))).to.equal(true);
    });

    it('no config: one option, All', async () => {
      const root = mount('<div><search-modal><button type="button" data-search-open>Search</button></search-modal></div>');
      const host = root.querySelector('search-modal')!;
      expect(await settled(host)).to.equal('ready');
      expect([...host.querySelectorAll('[role="option"]')].map((o) => o.textContent)).to.deep.equal(['All']);
      expect(host.querySelector<HTMLInputElement>('input[name="c"]')!.value).to.equal('all');
    });

    it('authoring mode: no dialog', async () => {
      document.documentElement.setAttribute('data-wcmmode', 'edit');
      const root = mount(page());
      const host = root.querySelector('search-modal')!;
      expect(await settled(host)).to.equal('ready');
      expect(host.getAttribute('data-modal-state')).to.equal('off');
      expect(host.querySelector('dialog')).to.equal(null);
    });
  });
});
