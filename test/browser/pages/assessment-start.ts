/**
 * The lifestyle questionnaire's start page of assessment-flow.test.ts (brain-health 2.2, 4.11),
 * opened in a frame, either straight from the test page (a referrer of this origin) or through
 * assessment-provider.html on the test server's other origin (the provider's arrival: a referrer
 * of another origin). From the query: `path`, the address the page takes before anything runs
 * (history.replaceState: the referrer stays the one it was opened with), and `services`, the
 * test file's emulator, for the programme sub-site's config. It records the `assessment-complete`
 * events (`window.assessmentEvents`) from the start, then renders `<assessment-flow>` from its CMS
 * template.
 */
import { render } from 'lit-html';
import { assessmentFlowTemplate } from '../../../cms-templates/assessment-flow.ts';
import { brainHealthConfig } from '../../../cms-templates/pages/index.ts';

const query = new URLSearchParams(location.search);
const services = query.get('services') ?? '';
history.replaceState(null, '', query.get('path') ?? '/assessment/lifestyle-questionnaire/start/');

const events: unknown[] = [];
document.addEventListener('assessment-complete', (event) => events.push((event as CustomEvent).detail));
Object.assign(window, { assessmentEvents: events });

const config = document.createElement('script');
config.type = 'application/json';
config.id = 'site-config';
config.textContent = JSON.stringify({ brand: 'member', ...brainHealthConfig({ servicesUrl: services, siteOrigin: location.origin, distBase: '/dist/' }) });
document.head.append(config);

render(assessmentFlowTemplate(), document.querySelector('main')!);
await import('../../../elements/assessment-flow/define.ts');
export {};
