import type { FormRule } from 'antd';
import { SINGLE_LINE_PATTERN } from '@contract/endpoints';

const SINGLE_LINE = new RegExp(SINGLE_LINE_PATTERN);

/** A one-line text as the server accepts it: no line breaks, tabs or other control characters. */
export const singleLineRule = (message: string): FormRule => ({ pattern: SINGLE_LINE, message });
