import { createElement, type ReactNode } from 'react';

/** An icon of @ant-design/icons-svg (antd's own drawings), without @ant-design/icons' runtime. */
export interface IconDefinition {
  icon: IconNode | ((primary: string, secondary: string) => IconNode);
}
interface IconNode {
  tag: string;
  attrs: Record<string, string>;
  children?: IconNode[];
}

/** SVG attributes as React names them (fill-rule → fillRule). */
const reactAttrs = (attrs: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), value]),
  );

function draw(node: IconNode, key?: number): ReactNode {
  return createElement(node.tag, { key, ...reactAttrs(node.attrs) }, node.children?.map(draw));
}

/** Drawn at the text's size and in its colour, as antd's icons are; hidden from assistive technology (the control names itself). */
export function PlainIcon({ icon, spin = false }: { icon: IconDefinition; spin?: boolean }) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span className={spin ? 'vigil-icon vigil-icon--spin' : 'vigil-icon'} aria-hidden>
      {createElement(
        'svg',
        { ...reactAttrs(svg.attrs), width: '1em', height: '1em', fill: 'currentColor', focusable: 'false' },
        svg.children?.map(draw),
      )}
    </span>
  );
}
