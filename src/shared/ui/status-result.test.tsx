import { render, screen } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { StatusResult } from './status-result';

function pictureColour(algorithm: typeof theme.darkAlgorithm) {
  const { container, unmount } = render(
    <ConfigProvider theme={{ algorithm }}>
      <StatusResult kind="forbidden" title="No access" />
    </ConfigProvider>,
  );
  const picture = container.querySelector<HTMLElement>('[data-kind="forbidden"]');
  const colour = picture?.style.color;
  expect(screen.getByText('No access')).toBeTruthy();
  expect(container.querySelectorAll('svg [fill="#FFF"], svg [fill="#fff"]')).toHaveLength(0);
  unmount();
  return colour;
}

describe('StatusResult', () => {
  it("draws its picture in each theme's own colour, no fixed light drawing", () => {
    const light = pictureColour(theme.defaultAlgorithm);
    const dark = pictureColour(theme.darkAlgorithm);
    expect(light).toBeTruthy();
    expect(dark).toBeTruthy();
    expect(dark).not.toBe(light);
  });
});
