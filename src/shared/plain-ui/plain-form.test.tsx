import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/i18n';
import { PlainButton, required, sameAs, TextField, usePlainForm } from './index';

type V = { login: string; password: string; confirm: string };

function Form({ onSubmit, refusal }: { onSubmit: (v: V) => void; refusal?: string }) {
  const form = usePlainForm<V>({
    initialValues: { login: 'root', password: '', confirm: '' },
    rules: {
      login: [required('Enter a login', { whitespace: true })],
      password: [required('Enter a password'), (v) => (v.length < 8 ? 'Too short' : null)],
      confirm: [sameAs('password', 'They differ')],
    },
    dependencies: { confirm: ['password'] },
    onSubmit,
  });
  return (
    <form noValidate onSubmit={form.submit}>
      <TextField label="Login" binding={form.field('login')} />
      <TextField label="Password" binding={form.field('password')} secret help="Eight or more" />
      <TextField label="Repeat" binding={form.field('confirm')} secret />
      <PlainButton htmlType="submit">Send</PlainButton>
      <PlainButton onClick={() => form.setError('password', refusal ?? null)}>Refuse</PlainButton>
    </form>
  );
}

describe('a plain form (the sign-in pages’)', () => {
  initI18n('en');

  it('checks every field on submit, focuses the first invalid one and names its message in its description', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = vi.fn();
    render(<Form onSubmit={sent} />);
    const password = screen.getByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).not.toHaveBeenCalled();
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Enter a password Eight or more');
    expect(screen.getByLabelText('Login')).not.toHaveAttribute('aria-invalid');

    // Once sent, a field is checked as it changes, and so is the field that reads it.
    await user.type(password, 'short');
    expect(password).toHaveAccessibleDescription('Too short Eight or more');
    await user.type(screen.getByLabelText('Repeat'), 'x');
    expect(screen.getByLabelText('Repeat')).toHaveAccessibleDescription('They differ');
    await user.clear(password);
    await user.type(password, 'x');
    expect(screen.getByLabelText('Repeat')).not.toHaveAttribute('aria-invalid');
    await user.type(password, 'long-enough');
    await user.clear(screen.getByLabelText('Repeat'));
    await user.type(screen.getByLabelText('Repeat'), 'xlong-enough');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toHaveBeenCalledWith({ login: 'root', password: 'xlong-enough', confirm: 'xlong-enough' });
  });

  it('checks a field as it is typed, before any submit, and marks what asks for a value', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Form onSubmit={vi.fn()} />);
    const password = screen.getByLabelText('Password');
    expect(password).toBeRequired();
    expect(screen.getByLabelText('Repeat')).not.toBeRequired();
    await user.type(password, 'ab');
    expect(password).toHaveAccessibleDescription('Too short Eight or more');
    // The repeat field is not checked before it is typed in.
    expect(screen.getByLabelText('Repeat')).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('Repeat'), 'ab');
    expect(screen.getByLabelText('Repeat')).not.toHaveAttribute('aria-invalid');
    await user.type(password, 'c');
    expect(screen.getByLabelText('Repeat')).toHaveAccessibleDescription('They differ');
  });

  it('marks a field with a refusal until it changes, and shows a secret on request', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Form onSubmit={vi.fn()} refusal="Needs another kind of character" />);
    const password = screen.getByLabelText('Password');
    await user.type(password, 'abcdefghij');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(password).toHaveAccessibleDescription('Needs another kind of character Eight or more');
    await user.type(password, 'k');
    expect(password).not.toHaveAttribute('aria-invalid');
    const reveal = screen.getAllByRole('button', { name: 'Show what is typed' })[0]!;
    await user.click(reveal);
    expect(reveal).toHaveAttribute('aria-pressed', 'true');
    // The caret stays in the field.
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('abcdefghijk');
  });
});
