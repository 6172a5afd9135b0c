/**
 * The markup the CMS renders for the secret word entry (CONTRACT 4c): a form with the
 * `secretWord` field and its submit button, and optionally the shared rewards page config
 * (`joinUrl`) as embedded JSON. The demo site, the stories and the tests render this template.
 */
import { html, nothing } from 'lit-html';
import { configScript } from './render.ts';

export interface SecretWordFields {
  locale?: 'en' | 'es';
  /** Embedded configuration: joinUrl. */
  config?: Record<string, unknown>;
}

export const secretWordTemplate = ({ locale = 'en', config }: SecretWordFields = {}) => {
  const es = locale === 'es';
  return html`<secret-word>${config ? configScript(config) : nothing}<form>
      <label for="secret-word-input">${es ? 'Palabra secreta' : 'Secret word'}</label>
      <input id="secret-word-input" name="secretWord" autocomplete="off" />
      <button type="submit">${es ? 'Enviar' : 'Submit'}</button>
    </form></secret-word
  >`;
};
