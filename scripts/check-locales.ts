/**
 * Fails when English and Russian texts do not have the same keys (users would see raw keys), or a
 * counted text lacks a plural form of its language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { diffLocales, missingPluralForms } from './locale-keys';

const root = path.resolve(import.meta.dirname, '../locales');
const languages = fs.readdirSync(root).filter((d) => fs.statSync(path.join(root, d)).isDirectory());
const data = Object.fromEntries(
  languages.map((language) => [
    language,
    Object.fromEntries(
      fs
        .readdirSync(path.join(root, language))
        .filter((f) => f.endsWith('.json'))
        .map((f) => [
          f.replace(/\.json$/, ''),
          JSON.parse(fs.readFileSync(path.join(root, language, f), 'utf8')) as unknown,
        ]),
    ),
  ]),
);
const diffs = diffLocales(data);
const plurals = missingPluralForms(data);
for (const d of diffs) console.error(`locales/${d.onlyIn}/${d.namespace}.json only: ${d.keys.join(', ')}`);
for (const problem of plurals) console.error(`locales/${problem}`);
if (diffs.length || plurals.length) process.exit(1);
console.log(`locales: ${languages.join(', ')} have the same keys, and every counted text its plural forms`);
