/**
 * The project's local ESLint plugin: `vigil/<rule>`.
 */
import boundaries from './boundaries.js';

/** @type {import('eslint').ESLint.Plugin} */
const plugin = {
  meta: { name: 'vigil' },
  rules: { boundaries },
};

export default plugin;
