import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { AfterFirstCommit } from './after-first-commit';

/** What the document said at each commit the probe took part in. */
function Probe({ seen }: { seen: string[] }) {
  useLayoutEffect(() => {
    seen.push(document.body.textContent ?? '');
  });
  return null;
}

describe('AfterFirstCommit', () => {
  it('leaves its children out of the first commit and renders them right after it', () => {
    const seen: string[] = [];
    render(
      <>
        <Probe seen={seen} />
        <span>picture</span>
        <AfterFirstCommit>
          <span>toolbar</span>
        </AfterFirstCommit>
      </>,
    );
    expect(seen).toEqual(['picture']);
    expect(screen.getByText('toolbar')).toBeInTheDocument();
  });
});
