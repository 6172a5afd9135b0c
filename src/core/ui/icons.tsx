/**
 * Icons several elements draw, as React components (inline SVG, so they follow `currentColor`
 * and need no request). Each is decorative (`aria-hidden`): its element gives the text
 * alternative.
 */

/** The members-only lock (tile-gallery, rewards-tile). */
export function LockIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V11a1 1 0 0 1 1-1h1zm2 0h6V7a3 3 0 0 0-6 0v3z" fill="currentColor" />
    </svg>
  );
}
