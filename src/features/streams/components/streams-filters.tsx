import { SearchOutlined } from '@ant-design/icons';
import { Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SortType } from '../logic/page-settings';
import { useStreamsPageStore } from '../store';

const SORTS: { value: SortType; key: string }[] = [
  { value: 'date', key: 'list.sortDate' },
  { value: 'name', key: 'list.sortName' },
  { value: 'status', key: 'list.sortStatus' },
];

/** Search values (each must match name, uid or a tag) and the sort, beside the header's toggles. */
export function StreamsFilters({ total }: { total: number | undefined }) {
  const { t } = useTranslation('streams');
  const { searchValues, sortType, update } = useStreamsPageStore();
  return (
    <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
      <Space wrap>
        <Select
          mode="tags"
          aria-label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={searchValues}
          onChange={(values: string[]) =>
            update({
              searchValues: values
                .map((v) => v.trim())
                .filter((v) => v.length > 0)
                .slice(0, 20),
            })
          }
          open={false}
          suffixIcon={<SearchOutlined />}
          allowClear
          style={{ minWidth: 320 }}
          tokenSeparators={[',']}
        />
        <Select<SortType>
          aria-label={t('list.sort')}
          value={sortType}
          onChange={(value) => update({ sortType: value })}
          options={SORTS.map((s) => ({ value: s.value, label: t(s.key) }))}
          style={{ minWidth: 160 }}
        />
      </Space>
      {total !== undefined && <Typography.Text type="secondary">{t('list.total', { count: total })}</Typography.Text>}
    </Space>
  );
}
