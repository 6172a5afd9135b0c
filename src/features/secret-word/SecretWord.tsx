/**
 * The secret word entry (ask-and-rewards 3.16, 7.2, 9.2; CONTRACT 4c). It enhances the CMS form:
 *
 * - Not logged in, or not a rewards participant: the form is hidden and the shared panel says
 *   what to do ('Log in' to the rewards login of 2.3, or how to join; domain/rewards-pages.ts).
 * - A participant submits the word (trimmed; an empty word is not sent: the field is marked
 *   invalid and says so). A second submit while one is out does nothing.
 * - The result is said in the element's visible status line, next to the form: points earned
 *   (the balance in every `rewards-points` follows), already used, not today's word, the daily
 *   limit (429), 8.2's account message; any other failure with 'Try again', which sends the
 *   same word again.
 * - Authoring mode leaves the CMS form as it is.
 *
 * On the host, for styles and tests: `data-rewards-access` (loading | signed-out |
 * not-participant | participant) and `data-secret-word-state` = idle | empty | sending | earned |
 * used | not-today | limit | account | not-participant | failed.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ViewProps } from '../../core/element.ts';
import { reportElementError } from '../../core/element.ts';
import { useHostAttributes, useLatest } from '../../core/react-view.tsx';
import { siteConfig } from '../../core/site-config.ts';
import { ActionPanel } from '../../core/ui/action-panel.tsx';
import { LiveRegion, useAnnouncer } from '../../core/ui/announcer.tsx';
import { accessPanel, failureText, REWARDS_PAGE_TEXT } from '../../domain/rewards-pages.ts';
import { $rewardsAccess } from '../../stores/rewards-access.ts';
import { submitSecretWord } from '../../stores/rewards-secret-word.ts';
import { markField, secretWordForm, showForm } from './secret-word.browser.ts';
import { canRetry, outcomeOf, outcomeText, SECRET_WORD_TEXT, type SecretWordOutcome } from './secret-word.logic.ts';
import type { SecretWordConfig } from './secret-word.schema.ts';

type SecretWordState = 'idle' | 'empty' | 'sending' | SecretWordOutcome['kind'];

export function SecretWord({ host, config, t, authoring }: ViewProps<SecretWordConfig>) {
  const doc = host.ownerDocument;
  const [cms] = useState(() => (authoring ? undefined : secretWordForm(host)));
  const site = useMemo(() => siteConfig(doc), [doc]);
  const access = useStore($rewardsAccess);
  const panel = accessPanel(access, { config: site, page: doc.location?.href ?? '', joinUrl: config.joinUrl, t });
  const status = useAnnouncer();
  const [state, setState] = useState<SecretWordState>('idle');
  const messageId = useId();
  const sending = useRef(false);
  const lastWord = useRef('');

  useEffect(() => {
    if (!authoring && !cms) reportElementError(host, 'secret-word', 'no form with a secretWord field inside the element: nothing to enhance');
  }, [authoring, cms, host]);

  const send = useCallback(
    async (word: string) => {
      if (sending.current || !cms) return;
      if (!word.trim()) {
        setState('empty');
        status.announce(t(SECRET_WORD_TEXT.empty));
        cms.input.focus();
        return;
      }
      sending.current = true;
      lastWord.current = word;
      setState('sending');
      status.announce(t(SECRET_WORD_TEXT.checking));
      try {
        const result = await submitSecretWord(word, doc);
        if (!result) return;
        const outcome = outcomeOf(result);
        setState(outcome.kind);
        // The result replaces 'Checking your word…' (were it still waiting, both would be set).
        status.clear();
        status.announce(outcomeText(outcome, t, (kind) => failureText(kind, SECRET_WORD_TEXT.failed, site.brand, t)));
      } finally {
        sending.current = false;
      }
    },
    [cms, doc, status, t, site.brand],
  );
  const latestSend = useLatest(send);

  // The CMS form submits through the element.
  useEffect(() => {
    if (!cms) return;
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      void latestSend.current(cms.input.value);
    };
    cms.form.addEventListener('submit', onSubmit);
    return () => cms.form.removeEventListener('submit', onSubmit);
  }, [cms, latestSend]);

  // The form is hidden while the visitor cannot use it; the field is described by the status line.
  const usable = panel === undefined;
  useLayoutEffect(() => {
    if (!cms) return;
    showForm(cms, usable);
    markField(cms, state === 'empty', messageId);
  }, [cms, usable, state, messageId]);
  useLayoutEffect(
    () => () => {
      if (!cms) return;
      showForm(cms, true);
      markField(cms, false, undefined);
    },
    [cms],
  );

  useHostAttributes(host, { 'data-rewards-access': access, 'data-secret-word-state': state });

  if (!cms) return null;
  return (
    <>
      {panel ? <ActionPanel {...panel} /> : null}
      <LiveRegion announcer={status} visible role="status" id={messageId} className={`secret-word__status secret-word__status--${state}`} />
      {usable && canRetry({ kind: state } as SecretWordOutcome) ? (
        <button type="button" className="me-action-panel__action secret-word__retry" onClick={() => void send(lastWord.current)}>
          {t(REWARDS_PAGE_TEXT.tryAgain)}
        </button>
      ) : null}
    </>
  );
}
