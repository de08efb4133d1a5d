import { describe, expect, it } from 'vitest';
import { fieldLabelKeys, levelKey, secretKey, settingValueKey } from './field-labels';

describe('where the audit details find their words', () => {
  it('takes a field’s label from the page that edits it, by what the entry is about', () => {
    expect(fieldLabelKeys('config.save', 'smtpServerHost')).toEqual(['admin-config:mail.host']);
    expect(fieldLabelKeys('config.save', 'smtpServerPort')).toEqual([
      'admin-config:mail.title',
      'admin-config:mail.port',
    ]);
    expect(fieldLabelKeys('config.save', 'links.site')).toEqual(['admin-config:access.site']);
    expect(fieldLabelKeys('profile.update', 'name')).toEqual(['people:fields.login']);
    expect(fieldLabelKeys('stream.update', 'name')).toEqual(['stream-form:fields.name']);
    expect(fieldLabelKeys('bookmark.update', 'endTime')).toEqual(['bookmarks:form.end']);
    expect(fieldLabelKeys('config.save', 'toString')).toBeNull();
    expect(fieldLabelKeys('user.delete', 'name')).toBeNull();
  });

  it('knows the secrets of the configuration, the levels of access and the values a page words', () => {
    expect(secretKey('config.save', 'smtpServerPassword')).toBe('admin-audit:detailSecrets.smtpServerPassword');
    expect(secretKey('profile.update', 'smtpServerPassword')).toBeNull();
    expect(secretKey('config.save', 'oidcClientSecret')).toBe('admin-audit:detailSecrets.oidcClientSecret');
    expect(secretKey('config.save', 'smtpServerHost')).toBeNull();
    expect(levelKey('view')).toBe('grants:levels.view');
    expect(levelKey('owner')).toBeNull();
    expect(settingValueKey('defaultLanguage', 'ru')).toBe('people:languages.ru');
    expect(settingValueKey('defaultTheme', 'dark')).toBe('admin-config:look.themes.dark');
    expect(settingValueKey('permissionType', 'admin')).toBe('people:roles.admin');
    expect(settingValueKey('maxStreamCreation', '-1')).toBe('people:limits.unlimited');
    expect(settingValueKey('maxStreamCreation', '0')).toBe('people:limits.readOnly');
    expect(settingValueKey('maxStreamCreation', '5')).toBeNull();
    expect(settingValueKey('appTitle', 'Vigil')).toBeNull();
    expect(settingValueKey('defaultTheme', 'a.b')).toBeNull();
  });
});
