/** The Ask entry widget's test page: the widget as the demo article has it (its CMS template), then the element. */
import { render } from 'lit-html';
import { askWidgetTemplate } from '../../../cms-templates/ask-widget.ts';
import { ARTICLE_ASK_CHIPS } from '../../../cms-templates/pages/index.ts';

render(askWidgetTemplate({ config: { chips: ARTICLE_ASK_CHIPS } }), document.querySelector('main')!);
await import('../../../elements/ask-widget/define.ts');
