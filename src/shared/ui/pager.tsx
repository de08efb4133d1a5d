import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { pageCountOf, pagerItems } from '@/shared/logic/pager';

interface PagerProps {
  label: string;
  current: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}

/**
 * A compact pager of buttons (first, last, the neighbours of the current page,
 * gaps between). Hand-made because antd's Pagination brings its page-size Select
 * along: about 30 KB of gzipped JavaScript on a page that must load fast.
 */
export function Pager({ label, current, total, pageSize, onChange }: PagerProps) {
  const { t } = useTranslation('common');
  const pageCount = pageCountOf(total, pageSize);
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} style={{ display: 'flex', justifyContent: 'center', gap: 4, flexWrap: 'wrap' }}>
      <Button
        type="text"
        icon={<LeftOutlined />}
        aria-label={t('pager.previous')}
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
      />
      {pagerItems(current, pageCount).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} aria-label={t('pager.gap')} style={{ alignSelf: 'center', padding: '0 4px' }}>
            …
          </span>
        ) : (
          <Button
            key={item}
            type={item === current ? 'primary' : 'text'}
            aria-label={t('pager.page', { page: item })}
            aria-current={item === current ? 'page' : undefined}
            onClick={() => item !== current && onChange(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button
        type="text"
        icon={<RightOutlined />}
        aria-label={t('pager.next')}
        disabled={current >= pageCount}
        onClick={() => onChange(current + 1)}
      />
    </nav>
  );
}
