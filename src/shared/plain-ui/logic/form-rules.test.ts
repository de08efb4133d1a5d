import { describe, expect, it } from 'vitest';
import { checkAll, checkField, email, isRequired, matches, required, sameAs, type Rules } from './form-rules';

type V = { login: string; email: string; password: string; confirm: string };
const values = (v: Partial<V>): V => ({ login: '', email: '', password: '', confirm: '', ...v });

describe('the plain forms’ rules', () => {
  it('required: anything typed; with whitespace, more than spaces', () => {
    expect(required('need')('', values({}))).toBe('need');
    expect(required('need')('  ', values({}))).toBeNull();
    expect(required('need', { whitespace: true })('  ', values({}))).toBe('need');
    expect(required('need', { whitespace: true })(' a ', values({}))).toBeNull();
  });

  it('matches and email leave an empty field to required', () => {
    const digits = matches<V>(/^\d+$/, 'digits');
    expect(digits('', values({}))).toBeNull();
    expect(digits('12a', values({}))).toBe('digits');
    expect(digits('123', values({}))).toBeNull();
    const mail = email<V>('mail');
    expect(mail('', values({}))).toBeNull();
    for (const good of ['root@vigil.test', 'a.b+c@mail.example.org']) expect(mail(good, values({}))).toBeNull();
    for (const bad of ['root', 'root@', 'root@vigil', 'ro ot@vigil.test', 'a@@b.c', 'a@b..c'])
      expect(mail(bad, values({})), bad).toBe('mail');
  });

  it('sameAs compares with the other field', () => {
    const rule = sameAs<V>('password', 'differ');
    expect(rule('abc', values({ password: 'abc' }))).toBeNull();
    expect(rule('abd', values({ password: 'abc' }))).toBe('differ');
    expect(rule('', values({ password: 'abc' }))).toBeNull();
  });

  const rules: Rules<V> = {
    login: [required('login needed', { whitespace: true })],
    password: [required('password needed'), (v) => (v.length < 8 ? 'too short' : null)],
    confirm: [required('confirm needed'), sameAs('password', 'differ')],
  };
  const order = ['login', 'email', 'password', 'confirm'] as const;

  it('a field gives its first failing rule’s message', () => {
    expect(checkField('password', values({}), rules)).toBe('password needed');
    expect(checkField('password', values({ password: 'short' }), rules)).toBe('too short');
    expect(checkField('password', values({ password: 'long enough' }), rules)).toBeNull();
    expect(checkField('email', values({}), rules)).toBeNull();
  });

  it('knows which fields ask for a value', () => {
    expect(isRequired('login', rules)).toBe(true);
    expect(isRequired('confirm', rules)).toBe(true);
    expect(isRequired('email', rules)).toBe(false);
    expect(isRequired('email', { email: [email('mail')] })).toBe(false);
  });

  it('the whole form: every message, and the first field in order that has one', () => {
    expect(checkAll(values({ login: 'root', password: 'short', confirm: 'x' }), rules, order)).toEqual({
      errors: { password: 'too short', confirm: 'differ' },
      first: 'password',
    });
    expect(checkAll(values({ login: 'root', password: 'long enough', confirm: 'long enough' }), rules, order)).toEqual({
      errors: {},
      first: null,
    });
    expect(checkAll(values({}), rules, order).first).toBe('login');
  });
});
