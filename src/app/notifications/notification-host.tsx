import { App } from 'antd';
import { useEffect } from 'react';
import { AntdScope } from '../antd-scope';
import { takeNotes, useNotesStore } from './notes-store';

function Shown() {
  const { notification } = App.useApp();
  const pending = useNotesStore((s) => s.pending);
  useEffect(() => {
    for (const { kind, key, title } of takeNotes()) notification[kind]({ key, title, placement: 'topRight' });
  }, [pending, notification]);
  return null;
}

/** Shows the console's notes as antd's notifications, top-right (inside antd's scope, or in one of its own). */
export function NotificationHost() {
  return (
    <AntdScope>
      <Shown />
    </AntdScope>
  );
}
