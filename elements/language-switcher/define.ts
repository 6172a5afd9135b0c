import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { LanguageSwitcher } from '../../src/features/language-switcher/LanguageSwitcher.tsx';
import { languageSwitcher } from './element.ts';

defineElement(languageSwitcher, reactView(LanguageSwitcher));
