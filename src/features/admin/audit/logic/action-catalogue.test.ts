import { describe, expect, it } from 'vitest';
import en from '../../../../../locales/en/admin-audit.json';
import ru from '../../../../../locales/ru/admin-audit.json';
import { ACTION_GROUPS, GROUPS, actionKey, groupPrefix, isKnownAction } from './action-catalogue';

describe('the action catalogue', () => {
  it('files every action under its own first word', () => {
    for (const group of GROUPS) {
      for (const action of ACTION_GROUPS[group]) expect(action.startsWith(groupPrefix(group))).toBe(true);
    }
  });

  it('has a label for every group and action in English and Russian', () => {
    for (const texts of [en, ru]) {
      for (const group of GROUPS) {
        expect(texts.groups[group], group).toBeTruthy();
        for (const action of ACTION_GROUPS[group]) {
          expect((texts.actions as Record<string, string>)[actionKey(action)], action).toBeTruthy();
        }
      }
    }
  });

  it('knows the actions the server writes, and shows any other as written', () => {
    expect(isKnownAction('user.session.delete')).toBe(true);
    expect(actionKey('user.session.delete')).toBe('user_session_delete');
    expect(isKnownAction('backup.run')).toBe(false);
  });
});
