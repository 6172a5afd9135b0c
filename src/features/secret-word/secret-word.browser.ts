/**
 * The CMS form `<secret-word>` enhances (CONTRACT 4c): `<form>` with the `secretWord` input and
 * its submit button. Read once; undefined when the CMS rendered no such form (the element then
 * says so in the console and leaves the page as it is).
 */
export interface SecretWordForm {
  form: HTMLFormElement;
  input: HTMLInputElement;
}

export function secretWordForm(host: HTMLElement): SecretWordForm | undefined {
  const form = host.querySelector('form');
  const input = form?.querySelector<HTMLInputElement>('input[name="secretWord"]');
  return form && input ? { form, input } : undefined;
}

/** Shows the form, or hides it while the visitor cannot use it (signed out, not a participant). */
export function showForm({ form }: SecretWordForm, shown: boolean): void {
  form.hidden = !shown;
}

/** Marks the field invalid (an empty word) or not, described by the status line `messageId`; `undefined` takes both off. */
export function markField({ input }: SecretWordForm, invalid: boolean, messageId: string | undefined): void {
  if (invalid) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
  if (messageId) input.setAttribute('aria-describedby', messageId);
  else input.removeAttribute('aria-describedby');
}
