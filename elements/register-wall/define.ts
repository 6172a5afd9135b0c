import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { RegisterWall } from '../../src/features/register-wall/RegisterWall.tsx';
import { registerWall } from './element.ts';

defineElement(registerWall, reactView(RegisterWall));
