import './plain-ui.css';

/*
 * The parts of the pages drawn before antd's code is in (the sign-in, recovery and init pages, the
 * loading state, a part that failed to load): antd's look from the theme's variables, without its code.
 */
export { PlainIcon, type IconDefinition } from './icon';
export { Notice } from './notice';
export { PlainButton } from './plain-button';
export { Spinner } from './spinner';
export { TextField } from './text-field';
export { usePlainForm, type FieldBinding, type PlainFormOptions } from './use-plain-form';
export { email, matches, required, sameAs, type Rule, type Rules, type Values } from './logic/form-rules';
