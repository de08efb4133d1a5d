import fs from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { brandShades } from '@theme/brand-shades';
import { themeConfig, themes, type ThemeName } from '@theme/index';

/**
 * theme/plain.css holds antd's tokens for the pages drawn before antd's code is in: each variable
 * must be what antd derives from theme/index.ts, in both themes, or those pages would drift from the rest.
 */

const css = fs.readFileSync(path.resolve(__dirname, '../../../theme/plain.css'), 'utf8');

/** The declarations of the first block whose selector list is exactly `selector`. */
function block(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  const body = css.slice(start, css.indexOf('}', start));
  return new Map(
    [...body.matchAll(/--vigil-([a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.replace(/\s+/g, ' ')]),
  );
}

/** --vigil-color-primary-hover → colorPrimaryHover; "lg" is written LG in antd's names. */
const tokenName = (variable: string) =>
  variable.replace(/-([a-z0-9]+)/g, (_, word: string) =>
    word === 'lg' ? 'LG' : word[0]!.toUpperCase() + word.slice(1),
  );

/** A token as CSS writes it: px for sizes, rgba with spaces. */
function cssValue(value: unknown, name: string): string {
  if (typeof value === 'number') return /^(lineHeight)/.test(name) ? String(value) : `${value}px`;
  return String(value).replace(/,\s*/g, ', ');
}

const shared = block(':root');
const byTheme: Record<ThemeName, Map<string, string>> = {
  light: block(":root,\n:root[data-theme='light']"),
  dark: block(":root[data-theme='dark']"),
};

describe('the plain pages’ tokens (theme/plain.css)', () => {
  it.each(['light', 'dark'] as const)('are antd’s own for the %s theme', (name) => {
    const token = theme.getDesignToken(themes[name]) as unknown as Record<string, unknown>;
    const variables = new Map([...shared, ...byTheme[name]]);
    expect(variables.size).toBeGreaterThan(30);
    for (const [variable, value] of variables) {
      const key = tokenName(variable);
      expect(token[key], `${variable} (${key})`).toBeDefined();
      expect(value, `--vigil-${variable}`).toBe(cssValue(token[key], key));
    }
  });

  it('give both themes the same colours to set', () => {
    expect([...byTheme.dark.keys()].sort()).toEqual([...byTheme.light.keys()].sort());
  });

  it.each(['light', 'dark'] as const)('take a brand colour’s shades as antd derives them (%s)', (name) => {
    for (const brand of ['#d4380d', '#08979c', '#722ed1']) {
      const token = theme.getDesignToken(
        themeConfig(name, { reducedMotion: false, brandColor: brand }),
      ) as unknown as Record<string, unknown>;
      const shades = brandShades(brand, name);
      expect(Object.keys(shades).length).toBe(6);
      for (const [variable, value] of Object.entries(shades)) {
        expect(byTheme[name].has(variable.slice('--vigil-'.length)), variable).toBe(true);
        const key = tokenName(variable.slice('--vigil-'.length));
        expect(cssValue(value, key), `${brand} ${variable}`).toBe(cssValue(token[key], key));
      }
    }
  });
});
