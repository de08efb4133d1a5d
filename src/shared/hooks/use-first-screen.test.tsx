import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFirstScreen } from './use-first-screen';

function List({ items, first, drawn }: { items: number[]; first: number; drawn: number[][] }) {
  const { shown, pending } = useFirstScreen(items, first);
  drawn.push(shown);
  return (
    <ul aria-label="numbers" aria-busy={pending || undefined}>
      {shown.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('useFirstScreen', () => {
  it('draws the first items on mount, then all of them, and is busy until then', () => {
    const drawn: number[][] = [];
    render(<List items={range(10)} first={3} drawn={drawn} />);
    expect(drawn.map((d) => d.length)).toEqual([3, 10]);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('list', { name: 'numbers' }).getAttribute('aria-busy')).toBeNull();
  });

  it('draws a short list at once', () => {
    const drawn: number[][] = [];
    render(<List items={range(3)} first={5} drawn={drawn} />);
    expect(drawn.map((d) => d.length)).toEqual([3]);
  });

  it('draws a later change of the list at once', () => {
    const drawn: number[][] = [];
    const { rerender } = render(<List items={range(10)} first={3} drawn={drawn} />);
    drawn.length = 0;
    rerender(<List items={range(12)} first={3} drawn={drawn} />);
    expect(drawn.map((d) => d.length)).toEqual([12]);
  });
});
