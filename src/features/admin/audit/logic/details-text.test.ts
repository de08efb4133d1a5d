import { describe, expect, it } from 'vitest';
import { detailsText, type DetailWords } from './details-text';

describe('the details text', () => {
  it('writes each pair in order, null as a dash, and nothing for no details', () => {
    expect(detailsText({ fields: 'name,tags', purge: false, sessions: 2, reason: null })).toBe(
      'fields: name,tags, purge: false, sessions: 2, reason: —',
    );
    expect(detailsText({})).toBe('');
  });

  it('words the keys, yes and no, and a known reason in the user’s language, and leaves other values alone', () => {
    const russian: DetailWords = {
      key: (name) => ({ purge: 'удалить записи', reason: 'причина', fields: 'поля' })[name] ?? name,
      yes: 'да',
      no: 'нет',
      reason: (word) => (word === 'passwordTooShort' ? 'Пароль слишком короткий.' : null),
    };
    expect(detailsText({ purge: true, fields: 'name', reason: 'passwordTooShort', bytes: 10 }, russian)).toBe(
      'удалить записи: да, поля: name, причина: Пароль слишком короткий., bytes: 10',
    );
    expect(detailsText({ reason: 'notOwner', hold: false }, russian)).toBe('причина: notOwner, hold: нет');
  });

  it('words an error code as its message, and a setting’s old and new value as one change', () => {
    const words: DetailWords = {
      key: (name) => ({ appTitle: 'Application title', code: 'error' })[name] ?? name,
      yes: 'yes',
      no: 'no',
      reason: () => null,
      code: (word) => (word === 'NotAuthorized' ? 'Not authorized' : null),
    };
    expect(detailsText({ code: 'NotAuthorized' }, words)).toBe('error: Not authorized');
    expect(detailsText({ code: 'Unheard' }, words)).toBe('error: Unheard');
    expect(detailsText({ 'appTitle.old': 'Vigil', 'appTitle.new': 'Cams', smtpHost: 'mail' }, words)).toBe(
      'Application title: Vigil → Cams, smtpHost: mail',
    );
  });
});
