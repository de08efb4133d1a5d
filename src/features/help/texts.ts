import en from '@locales/en/help.json';
import ru from '@locales/ru/help.json';
import { addNamespace } from '@/shared/i18n';

/** The help page's texts: they come with its code, not in the console's first load. */
export const HELP_NS = 'help';
addNamespace(HELP_NS, { en, ru });
