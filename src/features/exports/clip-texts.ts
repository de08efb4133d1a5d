import en from '@locales/en/clip.json';
import ru from '@locales/ru/clip.json';
import enReasons from '@locales/en/reasons-more.json';
import ruReasons from '@locales/ru/reasons-more.json';
import { addNamespace, extendNamespace } from '@/shared/i18n';

/**
 * The clip link page's texts: they come with its code, not in the console's first load; with them
 * the reasons a link is refused for (the page is signed out: antd's part, which brings the rest of
 * the reasons, is not loaded there).
 */
export const CLIP_NS = 'clip';
addNamespace(CLIP_NS, { en, ru });
extendNamespace('reasons', { en: enReasons, ru: ruReasons });
