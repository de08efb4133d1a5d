import { fireEvent, render, screen } from '@testing-library/react';
import { Tooltip } from 'antd';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { LightTag } from './light-tag';

describe('LightTag', () => {
  it('draws its tone, the default one when none is given, and keeps a class of its own', () => {
    render(
      <>
        <LightTag tone="error">Failed</LightTag>
        <LightTag className="extra">yard</LightTag>
      </>,
    );
    expect(screen.getByText('Failed').className).toBe('vigil-tag vigil-tag--error');
    expect(screen.getByText('yard').className).toBe('vigil-tag vigil-tag--default extra');
  });

  it('takes a ref, and shows a Tooltip put around it', async () => {
    const ref = createRef<HTMLSpanElement>();
    render(
      <Tooltip title="Cannot read the source" mouseEnterDelay={0}>
        <LightTag ref={ref} tone="error">
          Failed
        </LightTag>
      </Tooltip>,
    );
    expect(ref.current).toBe(screen.getByText('Failed'));
    fireEvent.mouseEnter(screen.getByText('Failed'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Cannot read the source');
  });
});
