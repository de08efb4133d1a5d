import en from '@locales/en/clip.json';
import ru from '@locales/ru/clip.json';
import { addNamespace } from '@/shared/i18n';

/** The clip link page's texts: they come with its code, not in the console's first load. */
export const CLIP_NS = 'clip';
addNamespace(CLIP_NS, { en, ru });
