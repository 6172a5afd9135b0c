import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceRegisterWall } from '../../src/features/register-wall/register-wall.dom.ts';
import { registerWall } from './element.ts';

defineElement(registerWall, domView(enhanceRegisterWall));
