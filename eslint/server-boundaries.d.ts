// Types for the plain-JS rule, so TypeScript files (its tests) can import it.
import type { Rule } from 'eslint';

declare const serverBoundaries: Rule.RuleModule;
export default serverBoundaries;
