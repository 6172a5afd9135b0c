/**
 * An answer's text (ask-and-rewards 2.1, 4.2), as its writer (answer-writer.ts) shows it: the
 * finished blocks, each rendered once as a memoised component and appended, then the block being
 * typed (marked `data-typing`), the only part that re-renders as characters arrive. It renders at
 * the index its finished block will take, so finishing it updates that element in place.
 *
 * Text only through React text, never HTML: '<script>' in an answer is shown as text. Each
 * finished block is announced once (`onBlock`, the page's live region), after it is on the page;
 * `onChange` follows every visible change (the pinned scroll).
 */
import { memo, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useLatest } from '../../core/react-view.tsx';
import { blockText, type Block, type OrderedItem } from './answer-text.logic.ts';
import { EMPTY_ANSWER_TEXT, type AnswerWriter } from './answer-writer.ts';

interface AskAnswerTextProps {
  /** Undefined: nothing to type (a pro-tips answer). */
  writer: AnswerWriter | undefined;
  onBlock(text: string): void;
  onChange(): void;
}

const noSubscription = () => () => undefined;
const nothingShown = () => EMPTY_ANSWER_TEXT;

/** Memoised: the answer re-renders per chunk, the text only when its writer shows more. */
export const AskAnswerText = memo(function AskAnswerText({ writer, onBlock, onChange }: AskAnswerTextProps) {
  const shown = useSyncExternalStore(writer?.subscribe ?? noSubscription, writer?.snapshot ?? nothingShown);
  const callbacks = useLatest({ onBlock, onChange });
  const announced = useRef(0);

  useEffect(() => {
    if (shown === EMPTY_ANSWER_TEXT) return;
    for (const block of shown.blocks.slice(announced.current)) callbacks.current.onBlock(blockText(block));
    announced.current = shown.blocks.length;
    callbacks.current.onChange();
  }, [shown, callbacks]);

  // The same elements until a block finishes, so React passes over the finished blocks at once.
  const finished = useMemo(() => shown.blocks.map((block, index) => <AnswerBlock key={index} block={block} typing={false} />), [shown.blocks]);

  return (
    <div className="ask-page__answer-text">
      {finished}
      {shown.pending ? <AnswerBlock key={shown.blocks.length} block={shown.pending} typing={!shown.stopped} /> : null}
    </div>
  );
});

/** One block (4.2): `<p>`, `<ol start>` (unordered items nested under an item as its `<ul>`), or `<ul>`. */
export const AnswerBlock = memo(function AnswerBlock({ block, typing }: { block: Block; typing: boolean }) {
  const marker = typing ? '' : undefined;
  if (block.type === 'paragraph') return <p data-typing={marker}>{block.text}</p>;
  if (block.type === 'unordered') {
    return (
      <ul data-typing={marker}>
        {block.items.map((text, index) => (
          <BulletItem key={index} text={text} />
        ))}
      </ul>
    );
  }
  return (
    <ol start={block.start} data-typing={marker}>
      {block.items.map((item, index) => (
        <NumberedItem key={index} item={item} />
      ))}
    </ol>
  );
});

const BulletItem = memo(function BulletItem({ text }: { text: string }) {
  return <li>{text}</li>;
});

const NumberedItem = memo(function NumberedItem({ item }: { item: OrderedItem }) {
  return (
    <li>
      {item.text}
      {item.children.length ? (
        <ul>
          {item.children.map((text, index) => (
            <BulletItem key={index} text={text} />
          ))}
        </ul>
      ) : null}
    </li>
  );
});
