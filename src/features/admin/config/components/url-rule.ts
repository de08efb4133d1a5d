import type { FormRule } from 'antd';

/** An outside address the server accepts: http(s), no spaces; empty is allowed (null). */
export const urlRule = (message: string): FormRule => ({ pattern: /^https?:\/\/\S+$/, message });
