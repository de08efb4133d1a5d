import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHoverless } from '@/shared/hooks/use-media-query';
import { SHORTCUTS } from '../logic/shortcuts';

/** The keyboard shortcuts, listed in a tooltip on a help button (opened by a tap where nothing hovers). */
export function ShortcutsHelp() {
  const { t } = useTranslation('player');
  const hoverless = useHoverless();
  const list = (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 12, rowGap: 2 }}>
      {SHORTCUTS.map((s) => (
        <div key={s.action} style={{ display: 'contents' }}>
          <dt style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{s.label}</dt>
          <dd style={{ margin: 0 }}>{t(`shortcuts.${s.action}`)}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <Tooltip title={list} placement="bottomRight" mouseLeaveDelay={0.2} trigger={hoverless ? 'click' : 'hover'}>
      <Button aria-label={t('shortcuts.title')} icon={<QuestionCircleOutlined />} />
    </Tooltip>
  );
}
