import { act, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TypingAhead } from './typing-ahead';

function Harness(props: { onEscape: () => void }) {
  const [text, setText] = useState('');
  return (
    <>
      <output aria-label="typed">{text}</output>
      <TypingAhead onText={setText} onEscape={props.onEscape} />
    </>
  );
}

const pageKeys: string[] = [];
const pageListener = (event: KeyboardEvent) => pageKeys.push(event.key);

afterEach(() => {
  window.removeEventListener('keydown', pageListener);
  pageKeys.length = 0;
});

describe('typing ahead while the palette loads', () => {
  it('keeps the typed text for the search box, and the page’s shortcuts never see those keys', () => {
    window.addEventListener('keydown', pageListener);
    const view = render(<Harness onEscape={vi.fn()} />);
    for (const key of ['g', 'a', 't', 'x', 'Backspace', 'e']) fireEvent.keyDown(document.body, { key });
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(view.getByLabelText('typed').textContent).toBe('gate');
    expect(pageKeys).toEqual(['ArrowDown']);
  });

  it('gives up opening on Esc, and lets go of the keys once the palette is there', () => {
    window.addEventListener('keydown', pageListener);
    const onEscape = vi.fn();
    const view = render(<Harness onEscape={onEscape} />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
    act(() => view.unmount());
    fireEvent.keyDown(document.body, { key: 'b' });
    expect(pageKeys).toEqual(['b']);
  });
});
