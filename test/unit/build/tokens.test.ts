// @vitest-environment node
/**
 * The design tokens (src/styles/tokens.css): no colour is written anywhere else in the library's
 * styles or code, every token a style uses is defined, and the colour pairs the styles put
 * together meet WCAG 2.2 AA (4.5:1 for text, 3:1 for the lines and focus rings that mark a control).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, pattern) : pattern.test(name) ? [path] : [];
  });
}

const TOKENS_FILE = join('src', 'styles', 'tokens.css');
const tokensCss = readFileSync(TOKENS_FILE, 'utf8');
const tokens = new Map([...tokensCss.matchAll(/(--me-[\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));

const COLOUR =
  /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|(?<![-\w])(?:white|black|red|green|blue|gray|grey|silver|navy|yellow|orange|purple)(?![-\w])/;
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '');

describe('colours live in the token file only', () => {
  const styles = files('src', /\.css$/).filter((file) => file !== TOKENS_FILE);
  it('finds the style sheets', () => expect(styles.length).toBeGreaterThan(1));
  for (const file of styles) {
    it(file, () => {
      const found = withoutComments(readFileSync(file, 'utf8'))
        .split('\n')
        .filter((line) => COLOUR.test(line.replace(/--me-[\w-]+/g, '')));
      expect(found).toEqual([]);
    });
  }
  it('no colour in the code either (inline styles)', () => {
    const found = files('src', /\.tsx?$/).filter((file) => /['"`]#[0-9a-fA-F]{3,8}['"`]|['"`](?:rgba?|hsla?)\(/.test(readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
  it('every token a style sheet uses is defined', () => {
    const used = new Set(files('src', /\.css$/).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/var\((--me-[\w-]+)/g)].map((match) => match[1]!)));
    expect([...used].filter((name) => !tokens.has(name))).toEqual([]);
  });
});

/** sRGB relative luminance of `#rgb`, `#rrggbb` or `rgb(r g b / a)` over white (alpha composited). */
function luminance(colour: string): number {
  let rgb: number[];
  let alpha = 1;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d) : hex[1]!.match(/../g)!;
    rgb = digits.map((pair) => parseInt(pair, 16));
  } else {
    const parts = /^rgb\((\d+) (\d+) (\d+)(?: \/ ([\d.]+))?\)$/.exec(colour);
    if (!parts) throw new Error(`not a colour this test reads: ${colour}`);
    rgb = [1, 2, 3].map((i) => Number(parts[i]));
    alpha = parts[4] === undefined ? 1 : Number(parts[4]);
  }
  const [r, g, b] = rgb.map((channel) => {
    const c = (channel * alpha + 255 * (1 - alpha)) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(tokens.get(a)!), luminance(tokens.get(b)!)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

describe('token colours meet WCAG 2.2 AA', () => {
  const text = [
    '--me-color-text',
    '--me-color-text-secondary',
    '--me-color-text-muted',
    '--me-color-link',
    '--me-color-accent',
    '--me-color-danger',
    '--me-color-success',
    '--me-color-warning',
    '--me-color-highlight',
  ];
  const lightSurfaces = [
    '--me-color-surface',
    '--me-color-surface-warm',
    '--me-color-surface-tint',
    '--me-color-surface-selected',
    '--me-color-warning-surface',
    '--me-color-surface-translucent',
  ];
  const darkSurfaces = [
    '--me-color-accent',
    '--me-color-accent-strong',
    '--me-color-accent-stronger',
    '--me-color-link',
    '--me-color-text',
    '--me-color-highlight',
    '--me-color-success',
    '--me-color-disabled',
  ];
  const controlLines = [
    '--me-color-border',
    '--me-color-border-muted',
    '--me-color-focus',
    '--me-color-accent',
    '--me-color-text',
    '--me-color-link',
    '--me-color-disabled',
  ];
  const rows: Array<[string, string, number]> = [
    ...text.flatMap((fg) => lightSurfaces.map((bg): [string, string, number] => [fg, bg, 4.5])),
    ...darkSurfaces.map((bg): [string, string, number] => ['--me-color-on-accent', bg, 4.5]),
    ['--me-color-text', '--me-color-badge', 4.5],
    ...controlLines.map((line): [string, string, number] => [line, '--me-color-surface', 3]),
  ];
  it.each(rows)('%s on %s: at least %s:1', (fg, bg, minimum) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(minimum);
  });
});
