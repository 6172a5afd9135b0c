import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceLanguageSwitcher } from '../../src/features/language-switcher/language-switcher.dom.ts';
import { languageSwitcher } from './element.ts';

defineElement(languageSwitcher, domView(enhanceLanguageSwitcher));
