import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { DailyPuzzleLink } from '../../src/features/daily-puzzle-link/DailyPuzzleLink.tsx';
import { dailyPuzzleLink } from './element.ts';

defineElement(dailyPuzzleLink, reactView(DailyPuzzleLink));
