/**
 * Config of the Ask page (`ask-page`, ask-and-rewards 2.1, 5.1, 8.1, 9.1) and of the entry
 * widget (`ask-widget`, 2.2). The form values of 2.1 keep the spec's names exactly: `query`,
 * `endPointUrl`, `related_questions`, `agent-name`. Every other field is named here
 * (docs/decisions.md); defaults are the spec's values or plain English.
 *
 * Lists (chips, error messages, main-domain hosts) accept a JSON array of strings or one
 * newline-separated string (what a data-* attribute or a CMS text area gives); both arrive as a
 * trimmed array without blank items.
 */
import * as v from 'valibot';
import { integer, optionalText, text } from '../../core/schema.ts';
import { FORBIDDEN_FALLBACK, MAX_INPUT_LENGTH, TYPING_DELAY_MS, listLines } from './ask.logic.ts';
import { AGENTS, DEFAULT_AGENT, type Agent } from '../../api/chat-protocol.ts';

/**
 * A list of texts: an array of strings or a newline-separated string. With `keepDefaultWhenEmpty`
 * a list that ends up empty falls back to the default (error messages must never be missing).
 */
function textList(defaultValue: readonly string[], description: string, keepDefaultWhenEmpty = false) {
  return v.optional(
    v.pipe(
      v.union([v.array(v.string()), v.string()], 'expected a list of texts or newline-separated text'),
      v.transform((value): string[] => {
        const items = listLines(value);
        return items.length === 0 && keepDefaultWhenEmpty ? [...defaultValue] : items;
      }),
      v.description(description),
    ),
    [...defaultValue],
  );
}

/** The agent names of 7.1, read in any case with spaces or underscores as hyphens. */
const agentName = v.optional(
  v.pipe(
    v.string(),
    v.transform((value) =>
      value
        .trim()
        .toLowerCase()
        .replace(/[\s_]+/g, '-'),
    ),
    v.picklist(AGENTS, `expected one of ${AGENTS.join(', ')}`),
    v.description("Form value 'agent-name' (2.1): the agent a question goes to, medicare (default), social-security or pro-tips."),
  ),
  DEFAULT_AGENT as Agent,
);

/** A WebSocket address (ws: or wss:; a relative one is resolved against the page, as wss:). */
const socketUrl = v.optional(
  v.pipe(
    v.string(),
    v.check((value) => {
      if (!value.trim()) return true;
      try {
        return ['ws:', 'wss:'].includes(new URL(value, 'wss://site.invalid/').protocol);
      } catch {
        return false;
      }
    }, 'expected a ws: or wss: address'),
    v.description("Form value 'endPointUrl' (2.1, 7.1): the chat WebSocket address; wins over #site-config chatEndpoint."),
  ),
);

const DEFAULT_ERROR_MESSAGES = ['Sorry, something went wrong. Please try again.'];
const DEFAULT_API_ERROR_MESSAGES = ["Sorry, we couldn't get an answer right now. Please try again in a moment."];
const DEFAULT_MEDICARE_QUESTIONS = [
  'What does Medicare Part B cover?',
  'When can I sign up for Medicare?',
  'What is the difference between Medicare Advantage and Medigap?',
].join('\n');
const DEFAULT_SOCIAL_SECURITY_QUESTIONS = [
  'When should I start collecting Social Security?',
  'How are Social Security benefits calculated?',
  'Can I work while receiving Social Security?',
].join('\n');
const DEFAULT_CHIPS = ['What does Medicare Part B cover?', 'When should I start collecting Social Security?', 'How do I appeal a Medicare decision?'];

/** Texts both the page and the widget validate with (5.1). */
const inputEntries = {
  emptyInputMessage: text('Please enter a question.', '5.1: shown when the question is empty after trimming.'),
  maxLengthMessage: text(
    'Your question is {%countlimit%} characters too long. Please shorten it.',
    '5.1: shown while the question is over the limit; {%countlimit%} becomes the number of characters over it.',
  ),
  maxInputLength: integer(MAX_INPUT_LENGTH, '5.1 / 9.1 MAX_INPUT_LENGTH: the limit, counted without newlines.', 1),
};

export const askPageSchema = v.object({
  // Form values (2.1), the spec's names.
  query: text('', "Form value 'query' (2.1): a question placed in the input when the page opens (not sent)."),
  endPointUrl: socketUrl,
  related_questions: text('Related questions', "Form value 'related_questions' (2.1): the heading of the related-questions tiles."),
  'agent-name': agentName,
  // Page texts (2.1).
  heading: text('Ask about Medicare and Social Security', '2.1: the page heading.'),
  inputLabel: text('Your question', 'Accessible name of the question textarea.'),
  placeholder: text('Ask a question about Medicare or Social Security', 'Placeholder of the question textarea.'),
  disclaimer: text(
    'Answers are generated automatically from our articles and guides. They are for information only and are not legal, financial or medical advice.',
    '2.1: the disclaimer section, hidden once a conversation starts.',
  ),
  chips: textList(DEFAULT_CHIPS, '2.1: prompt suggestion chips.'),
  mobileChips: textList([], '2.1: the chips at widths of 767 px or less; empty shows `chips` there too.'),
  ...inputEntries,
  typingDelayMs: integer(TYPING_DELAY_MS, '9.1: typing delay per character, in ms.'),
  // Topics (2.1, 4.4).
  medicareQuestions: text(DEFAULT_MEDICARE_QUESTIONS, '2.1: newline-separated questions; the Medicare topic button picks one at random.'),
  socialSecurityQuestions: text(DEFAULT_SOCIAL_SECURITY_QUESTIONS, '2.1: newline-separated questions; the Social Security topic button picks one at random.'),
  proTipsPath: optionalText('7.1: the pro-tips path; default #site-config proTipsPath.'),
  // Errors (8.1).
  forbiddenMessage: text(FORBIDDEN_FALLBACK, '8.1: shown when the socket closes with 1006 and no reason (forbidden).'),
  forbiddenRedirectUrl: optionalText('8.1: the optional redirect URL that accompanies the forbidden message.'),
  apiErrorMessages: textList(DEFAULT_API_ERROR_MESSAGES, '8.1: a message with an error field shows one of these at random.', true),
  errorMessages: textList(DEFAULT_ERROR_MESSAGES, '8.1: a connection failure (or an error code) shows one of these at random.', true),
  // App variant (2.1).
  mainDomainHosts: textList([], "2.1: host names of the main domain whose links the app variant rewrites (the page's own host always counts)."),
  // Visible labels (2.1, CONTRACT 4a: accessible names).
  askLabel: text('Ask', 'The Ask button.'),
  stopLabel: text('Stop', 'The Ask button while an answer is streaming.'),
  newChatLabel: text('Start new chat', "The 'Start new chat' button."),
  openMenuLabel: text('Open menu', 'The hamburger button below 1024 px, menu closed.'),
  closeMenuLabel: text('Close menu', 'The hamburger button, menu open.'),
  medicareLabel: text('Medicare', 'The Medicare topic button.'),
  socialSecurityLabel: text('Social Security', 'The Social Security topic button.'),
  proTipsLabel: text('Pro Tips', 'The Pro Tips button.'),
  copyLabel: text('Copy Answer', 'The copy button of an answer.'),
  likeLabel: text('Like', 'The like button of an answer.'),
  dislikeLabel: text('Dislike', 'The dislike button of an answer.'),
  sourcesLabel: text('Sources: ', "Text before an answer's source links."),
  scrollDownLabel: text('Scroll to the latest answer', 'Accessible name of the scroll-down arrow.'),
});

export type AskPageConfig = v.InferOutput<typeof askPageSchema>;

export const askWidgetSchema = v.object({
  askUrl: optionalText(
    "2.1 / 2.2: the Ask page address (data-ask-url). Absolute http(s) used as is, a '/content' path made public, anything else ignored; default /ask-{brand}.",
  ),
  heading: text('Have a question about Medicare or Social Security?', 'The widget heading.'),
  label: text('Your question', 'Accessible name of the question input.'),
  placeholder: text('Ask a question', 'Placeholder of the question input.'),
  submitLabel: text('Ask', '2.2: the submit button (id Submit_Channel_Entry).'),
  chips: textList([], '2.2: suggestion chips; each opens the Ask page with its prompt.'),
  ...inputEntries,
});

export type AskWidgetConfig = v.InferOutput<typeof askWidgetSchema>;
