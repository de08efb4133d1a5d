import en from '@locales/en/exports.json';
import ru from '@locales/ru/exports.json';
import { addNamespace } from '@/shared/i18n';

/** The exports' texts: they come with the exports' code (the dialog, the pages), not in the console's first load. */
export const EXPORTS_NS = 'exports';
addNamespace(EXPORTS_NS, { en, ru });
