import en from '@locales/en/admin-directory.json';
import ru from '@locales/ru/admin-directory.json';
import { addNamespace } from '@/shared/i18n';

/** The directory section's texts: they come with the configuration page's code, not in the console's first load. */
export const DIRECTORY_NS = 'admin-directory';
addNamespace(DIRECTORY_NS, { en, ru });
