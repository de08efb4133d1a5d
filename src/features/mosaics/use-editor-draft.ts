import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { readJson, removeKey, session, writeJson } from '@/shared/storage/safe-storage';
import { isDirty, type EditorState } from './logic/editor';
import { PRESETS, gridPreset } from './logic/presets';

/** A kept draft read back defensively: a stored value that is not an editor state is ignored. */
function asState(value: unknown): EditorState | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Partial<EditorState>;
  const preset = v.preset;
  if (typeof v.name !== 'string' || typeof v.isShared !== 'boolean' || !preset || !Array.isArray(v.streams))
    return undefined;
  const known =
    PRESETS.find((p) => p.name === preset.name) ?? gridPreset(preset.layout?.columns ?? 0, preset.layout?.rows ?? 0);
  if (known.slots.length !== v.streams.length || known.slots.length === 0) return undefined;
  const streams = v.streams.map((s) => (typeof s === 'string' ? s : null));
  return { name: v.name, isShared: v.isShared, preset: known, streams };
}

/**
 * Unsaved changes are never lost silently: leaving the editor with changes keeps them in this
 * tab (given back, with a note, when the editor opens again), and closing or reloading the tab
 * asks first. `key` names the mosaic ('new' for one being created).
 */
export function useEditorDraft(
  key: string,
  saved: EditorState,
  state: EditorState,
  restore: (state: EditorState) => void,
): { forget: () => void } {
  const { message } = App.useApp();
  const { t } = useTranslation('mosaics');
  const storageKey = `mosaic-draft.${key}`;
  const latest = useRef({ saved, state, keep: true });
  latest.current = { ...latest.current, saved, state };

  useEffect(() => {
    const draft = readJson(session, storageKey, asState, undefined);
    removeKey(session, storageKey);
    if (draft && isDirty(latest.current.saved, draft)) {
      restore(draft);
      void message.info(t('editor.draftRestored'));
    }
    const warn = (event: BeforeUnloadEvent) => {
      if (latest.current.keep && isDirty(latest.current.saved, latest.current.state)) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      const { saved: s, state: now, keep } = latest.current;
      if (keep && isDirty(s, now)) writeJson(session, storageKey, now);
    };
  }, [storageKey, restore, message, t]);

  return {
    forget: () => {
      latest.current.keep = false;
      removeKey(session, storageKey);
    },
  };
}
