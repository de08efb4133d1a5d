import en from '@locales/en/search.json';
import ru from '@locales/ru/search.json';
import { addNamespace } from '@/shared/i18n';

/** The command palette's texts: they come with its code, not in the console's first load. */
export const SEARCH_NS = 'search';
addNamespace(SEARCH_NS, { en, ru });
