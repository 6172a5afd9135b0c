/**
 * email-verification-csp-*.html: `<email-verification>` on a page with the demo's strict policy
 * (script-src 'self', Trusted Types required for scripts) with or without the services' origin in
 * script-src (docs/decisions.md "email-verification": what the CSP must allow). Violations are
 * kept in `window.cspViolations` for the test.
 */
const violations: string[] = [];
(window as Window & { cspViolations?: string[] }).cspViolations = violations;
document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.effectiveDirective} ${event.blockedURI}`));
await import('../../../elements/email-verification/define.ts');

export {};
