import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { ProgramGate } from '../../src/features/program-gate/ProgramGate.tsx';
import { startIdentity } from '../../src/stores/identity.ts';
import { programGate } from './element.ts';

// Identity for the page (once): the programme user decides the gate.
startIdentity(window);
defineElement(programGate, reactView(ProgramGate));
