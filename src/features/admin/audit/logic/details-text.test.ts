import { describe, expect, it } from 'vitest';
import { detailsText, type DetailWords } from './details-text';

describe('the details text', () => {
  it('writes each pair in order, null as a dash, and nothing for no details', () => {
    expect(detailsText({ fields: 'name,tags', purge: false, sessions: 2, reason: null })).toBe(
      'fields: name, tags, purge: false, sessions: 2, reason: —',
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

  it('writes fields by their labels, a secret that changed as its sentence, and access levels by their names', () => {
    const words: DetailWords = {
      key: (name) => ({ fields: 'fields', grants: 'access', field: 'field' })[name] ?? name,
      yes: 'yes',
      no: 'no',
      reason: () => null,
      field: (name) =>
        ({ smtpServerHost: 'SMTP host', smtpServerPassword: 'E-mail · Password', language: 'Language' })[name] ?? null,
      secret: (name) => (name === 'smtpServerPassword' ? 'SMTP password changed' : null),
      setting: (field, value) =>
        field === 'defaultLanguage'
          ? ({ ru: 'Русский', en: 'English' }[value] ?? null)
          : field === 'maxStreamCreation' && value === '-1'
            ? 'Unlimited'
            : null,
      level: (word) => ({ view: 'View', manage: 'Manage' })[word] ?? null,
    };
    expect(
      detailsText(
        {
          fields: 'smtpServerHost, smtpServerPassword',
          'smtpServerHost.old': '',
          'smtpServerHost.new': 'mail.example.com',
          smtpServerPassword: 'changed',
        },
        words,
      ),
    ).toBe('fields: SMTP host, E-mail · Password, SMTP host: — → mail.example.com, SMTP password changed');
    expect(
      detailsText({ 'defaultLanguage.old': 'en', 'defaultLanguage.new': 'ru', 'x.old': true, 'x.new': null }, words),
    ).toBe('defaultLanguage: English → Русский, x: yes → —');
    expect(detailsText({ maxStreamCreation: -1, sessions: 2 }, words)).toBe(
      'maxStreamCreation: Unlimited, sessions: 2',
    );
    expect(detailsText({ fields: 'language,unheard' }, words)).toBe('fields: Language, unheard');
    expect(detailsText({ field: 'language' }, words)).toBe('field: Language');
    // A key that is a form's field (a new user's language) reads as its label too.
    expect(detailsText({ language: 'ru' }, words)).toBe('Language: ru');
    expect(detailsText({ grants: 'viewer:view,cam-1:manage,odd' }, words)).toBe(
      'access: viewer (View), cam-1 (Manage), odd',
    );
    expect(detailsText({ grants: '', fields: '' }, words)).toBe('access: —, fields: —');
    // Without a secret's sentence, the word stays a value.
    expect(detailsText({ status: 'changed' }, words)).toBe('status: changed');
  });
});
