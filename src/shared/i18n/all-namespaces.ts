import { addNamespace, byLanguage, extendNamespace, LANGUAGES, type Language } from './index';

/**
 * Every other namespace of every language, added with antd's part of the console (the signed-in
 * shell and the pages drawn with antd), but those of pages that bring their own texts with their
 * code (`addNamespace` there): none is on the sign-in page's first load.
 */
const found = byLanguage(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../../locales/*/*.json',
      '!../../../locales/*/common.json',
      '!../../../locales/*/titles.json',
      '!../../../locales/*/auth.json',
      '!../../../locales/*/errors.json',
      '!../../../locales/*/reasons.json',
      '!../../../locales/*/shell.json',
      '!../../../locales/*/admin-stats.json',
      '!../../../locales/*/help.json',
      '!../../../locales/*/exports.json',
      '!../../../locales/*/search.json',
      '!../../../locales/*/clip.json',
      '!../../../locales/*/admin-directory.json',
      '!../../../locales/*/export-package.json',
    ],
    { eager: true, import: 'default' },
  ),
);
for (const ns of Object.keys(found.en)) {
  const texts = { en: {}, ru: {} } as Record<Language, Record<string, unknown>>;
  for (const language of LANGUAGES) texts[language] = found[language][ns] ?? {};
  // The reasons of signed-in pages only (administration, mosaics, bookmarks, exports, live) join the
  // reasons of the first load, which the signed-out pages need too.
  if (ns === 'reasons-more') extendNamespace('reasons', texts);
  else addNamespace(ns, texts);
}
