import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { IconAction, IconActionLink } from './icon-action';

describe('IconAction', () => {
  it('is a button named by its label, with the label as its hint, that acts on a click', () => {
    const onClick = vi.fn();
    render(<IconAction label="Pause Front door" icon={<span>P</span>} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Pause Front door' });
    expect(button).toHaveAttribute('title', 'Pause Front door');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while busy shows no icon, says so and takes no second click', () => {
    const onClick = vi.fn();
    render(<IconAction label="Delete" icon={<span>D</span>} danger loading onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toHaveTextContent('D');
    expect(button.className).toContain('vigil-icon-action--danger');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('IconActionLink', () => {
  it('is a link to the page, named by its label', () => {
    render(
      <MemoryRouter>
        <IconActionLink label="Settings of Front door" icon={<span>S</span>} to="/stream/front-door/setting" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Settings of Front door' })).toHaveAttribute(
      'href',
      '/stream/front-door/setting',
    );
  });
});
