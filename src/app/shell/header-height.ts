/** The shell's fixed header's height in px (ProLayout's default, set by the shell so what sits below follows it). */
export const HEADER_HEIGHT = 56;
