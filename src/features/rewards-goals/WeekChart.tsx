/**
 * The week's steps as a bar chart (SVG, issue 32): one bar a day against the step goal (a dashed
 * line), the steps above each bar and the day under it. Hidden from screen readers: the same
 * numbers are in `WeekTable`, which they read. It scales to its box (320 px and up) and draws
 * with the page's colours; in forced-colors mode with the system's (rewards-goals.css).
 */
import type { Translate } from '../../core/i18n.ts';
import type { Locale } from '../../core/locale.ts';
import type { OverviewDay } from '../../stores/rewards-goals.ts';
import { chartTop, GOALS_TEXT, shortSteps, tableRow, weekdayName } from './rewards-goals.logic.ts';

const WIDTH = 420;
const HEIGHT = 260;
const TOP = 36;
const BOTTOM = 40;
const BAR = 38;

export function WeekChart({ days, locale }: { days: readonly OverviewDay[]; locale: Locale }) {
  const top = chartTop(days);
  const plot = HEIGHT - TOP - BOTTOM;
  const y = (value: number) => TOP + plot - (value / top) * plot;
  const goal = days.find((day) => day.stepGoal !== null)?.stepGoal ?? null;
  const slot = WIDTH / 7;
  return (
    <svg className="rewards-goals__chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="presentation" aria-hidden="true" focusable="false">
      <line className="rewards-goals__axis" x1={0} x2={WIDTH} y1={TOP + plot} y2={TOP + plot} />
      {days.map((day, index) => {
        const x = index * slot + (slot - BAR) / 2;
        const steps = day.steps;
        const met = steps !== null && day.stepGoal !== null && steps >= day.stepGoal;
        return (
          <g key={day.date}>
            {steps !== null ? (
              <>
                <rect
                  className={`rewards-goals__bar${met ? ' rewards-goals__bar--met' : ''}`}
                  x={x}
                  y={y(steps)}
                  width={BAR}
                  height={Math.max(0, TOP + plot - y(steps))}
                />
                <text className="rewards-goals__value" x={x + BAR / 2} y={y(steps) - 8} textAnchor="middle">
                  {shortSteps(steps)}
                </text>
              </>
            ) : null}
            <text className="rewards-goals__label" x={x + BAR / 2} y={HEIGHT - 14} textAnchor="middle">
              {weekdayName(index, locale).short}
            </text>
          </g>
        );
      })}
      {goal !== null ? <line className="rewards-goals__goal" x1={0} x2={WIDTH} y1={y(goal)} y2={y(goal)} /> : null}
    </svg>
  );
}

/** The week's numbers as a table (visually hidden: screen readers read it in place of the chart). */
export function WeekTable({ days, caption, locale, t }: { days: readonly OverviewDay[]; caption: string; locale: Locale; t: Translate }) {
  const headers = [GOALS_TEXT.day, GOALS_TEXT.steps, GOALS_TEXT.goalMet, GOALS_TEXT.activities, GOALS_TEXT.points].map((text) => t(text));
  return (
    // In a hidden box of its own: a table is as wide as its content whatever width it is given,
    // and would widen the page at 320 px.
    <div className="visually-hidden">
      <table>
        <caption>{t(GOALS_TEXT.tableCaption, { date: caption })}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day, index) => {
            const [name, ...cells] = tableRow(day, index, locale, t);
            return (
              <tr key={day.date}>
                <th scope="row">{name}</th>
                {cells.map((cell, column) => (
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
