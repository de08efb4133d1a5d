/**
 * The project's local ESLint plugin: `vigil/<rule>`.
 */
import boundaries from './boundaries.js';
import serverBoundaries from './server-boundaries.js';

/** @type {import('eslint').ESLint.Plugin} */
const plugin = {
  meta: { name: 'vigil' },
  rules: { boundaries, 'server-boundaries': serverBoundaries },
};

export default plugin;
