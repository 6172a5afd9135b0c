/**
 * `window.memberElements.confirm(options)` (CONTRACT 4c end and 5): opens the confirmation modal
 * in a container of its own at the end of `<body>`, resolves with the answer, then takes the
 * container away once the dialog has closed and given focus back. The page API loads this module
 * (and React) only when confirm() is called: a page without tags does not carry it.
 */
import { createRoot } from 'react-dom/client';
import { loadDictionary, translator } from '../../core/i18n.ts';
import { pageLocale } from '../../core/locale.ts';
import { ConfirmModal } from './ConfirmModal.tsx';

/** Marks the container, for styles and tests. */
export const CONFIRM_CONTAINER_ATTRIBUTE = 'data-member-elements-confirm';

export async function openConfirm(win: Window, options: unknown): Promise<boolean> {
  const doc = win.document;
  const locale = pageLocale(win);
  const t = translator(locale, await loadDictionary(locale, doc.documentElement));
  const container = doc.createElement('div');
  container.setAttribute(CONFIRM_CONTAINER_ATTRIBUTE, '');
  doc.body.append(container);
  const root = createRoot(container);
  return new Promise<boolean>((resolve) => {
    const onAnswer = (answer: boolean) => {
      resolve(answer);
      // After React's commit that closes the dialog (focus returned), the container goes.
      win.setTimeout(() => {
        root.unmount();
        container.remove();
      }, 0);
    };
    root.render(<ConfirmModal options={options} t={t} onAnswer={onAnswer} />);
  });
}
