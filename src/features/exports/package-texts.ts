import en from '@locales/en/export-package.json';
import ru from '@locales/ru/export-package.json';
import { addNamespace } from '@/shared/i18n';

/** The package page's texts: they come with its code, not in the console's first load. */
export const PACKAGE_NS = 'export-package';
addNamespace(PACKAGE_NS, { en, ru });
