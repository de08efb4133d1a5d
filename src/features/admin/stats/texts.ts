import en from '@locales/en/admin-stats.json';
import ru from '@locales/ru/admin-stats.json';
import { addNamespace } from '@/shared/i18n';

/** The statistics page's texts: they come with its code, not in the console's first load. */
export const STATS_NS = 'admin-stats';
addNamespace(STATS_NS, { en, ru });
