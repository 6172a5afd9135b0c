/**
 * The membership number of a member's strip (site 2.4, 5, 8): 'view' until revealed, a spinner
 * while it loads, then the number as a button that copies it (member-strip.store.ts does all
 * three). Focus moves to the number only after this strip's own 'view' click, so keyboard users
 * land on the copy button; a strip that mounts with the number already shown (the editor
 * re-inserted it, or another strip revealed it) leaves focus where it is.
 */
import { useLayoutEffect, useRef } from 'react';
import type { Translate } from '../../core/i18n.ts';
import type { SiteConfig } from '../../core/site-config.ts';
import { trackStripClick } from './member-strip.browser.ts';
import { stripLinkIds } from './member-strip.logic.ts';
import type { MemberStripConfig } from './member-strip.schema.ts';
import { copyNumber, revealNumber, type MemberNumberState } from './member-strip.store.ts';

interface StripNumberProps {
  config: MemberStripConfig;
  t: Translate;
  number: MemberNumberState;
  site: SiteConfig;
  /** Where 'view' sends a visitor whose password check is too old (site 2.4). */
  loginTarget: string;
}

export function StripNumber({ config, t, number, site, loginTarget }: StripNumberProps) {
  const numberButton = useRef<HTMLButtonElement>(null);
  // Set by this strip's own 'view' click (see the module comment).
  const revealRequested = useRef(false);

  useLayoutEffect(() => {
    if (number.step !== 'shown' || !revealRequested.current) return;
    revealRequested.current = false;
    numberButton.current?.focus();
  }, [number.step]);

  const viewIds = stripLinkIds(config, 'viewMembershipNumber');
  const onView = () => {
    trackStripClick(viewIds, config.viewMembershipNumberLabel, '');
    revealRequested.current = true;
    void revealNumber(site, loginTarget);
  };

  return (
    <p className="member-strip__number">
      <span>{`${config.membershipNumberLabel}: `}</span>
      {number.step === 'shown' ? (
        <button
          ref={numberButton}
          type="button"
          className="member-strip__number-value"
          aria-label={t('{number}, copy membership number', { number: number.number })}
          onClick={() => void copyNumber()}
        >
          {number.number}
        </button>
      ) : number.step === 'loading' ? (
        <span className="member-strip__spinner" role="img" aria-label={t('Loading')} />
      ) : (
        <button type="button" className="member-strip__view" data-analytics-id={viewIds.analyticsId} onClick={onView}>
          {config.viewMembershipNumberLabel}
          <span className="visually-hidden">{` ${config.membershipNumberLabel}`}</span>
        </button>
      )}
    </p>
  );
}
