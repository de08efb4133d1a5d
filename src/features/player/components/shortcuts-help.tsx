import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHoverless } from '@/shared/hooks/use-media-query';
import { SHORTCUTS } from '../logic/shortcuts';
import './shortcuts-help.css';

/**
 * The keyboard shortcuts, listed in a popover on a help button (opened by a tap where nothing
 * hovers): an opaque surface of the theme's own (not a tooltip's dark glass over the video), the
 * keys as key caps, large enough to read the arrows.
 */
export function ShortcutsHelp() {
  const { t } = useTranslation('player');
  const hoverless = useHoverless();
  const list = (
    <dl className="vigil-shortcuts">
      {SHORTCUTS.map((s) => (
        <div key={s.action} style={{ display: 'contents' }}>
          <dt>
            <kbd>{s.label}</kbd>
          </dt>
          <dd>{t(`shortcuts.${s.action}`)}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <Popover
      title={t('shortcuts.title')}
      content={list}
      placement="bottomRight"
      mouseLeaveDelay={0.2}
      trigger={hoverless ? 'click' : 'hover'}
    >
      <Button aria-label={t('shortcuts.title')} icon={<QuestionCircleOutlined />} />
    </Popover>
  );
}
