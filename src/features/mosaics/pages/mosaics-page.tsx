import { AppstoreAddOutlined } from '@ant-design/icons';
import { App, Button, Empty, Input, Pagination, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDebounced } from '@/shared/hooks/use-debounced';
import { ApiError } from '@/shared/http/api-error';
import { pathTo } from '@/shared/routing';
import { isReadOnlyUser, useSessionStore } from '@/shared/session/session-store';
import { PageFrame } from '@/shared/ui/page-frame';
import { MosaicCard } from '../components/mosaic-card';
import '../components/mosaics.css';
import { useMosaicChanges, useMosaicList } from '../use-mosaics';

const PAGE_SIZE = 24;

/** Mosaics (docs/console.md#screens-and-routes /mosaics): the walls a user may watch, searched by name; create one. */
export function MosaicsPage() {
  const { t } = useTranslation(['mosaics', 'errors']);
  const { message } = App.useApp();
  const canCreate = useSessionStore((s) => !isReadOnlyUser(s.user));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const typed = useDebounced(search.trim(), 300);
  const list = useMosaicList({ page, pageSize: PAGE_SIZE, ...(typed ? { search: typed } : {}) });
  const { remove } = useMosaicChanges();
  const create = canCreate && (
    <Link to={pathTo('create-mosaic')}>
      <Button type="primary" icon={<AppstoreAddOutlined aria-hidden />}>
        {t('list.create')}
      </Button>
    </Link>
  );

  let body;
  if (list.data && list.data.items.length > 0) {
    body = (
      <>
        <div role="list" aria-label={t('list.label')} className="vigil-mosaics-grid">
          {list.data.items.map((m) => (
            <MosaicCard
              key={m.id}
              mosaic={m}
              onDelete={(mosaic) =>
                remove.mutateAsync(mosaic.id).then(() => message.success(t('list.deleted', { name: mosaic.name })))
              }
            />
          ))}
        </div>
        {list.data.total > PAGE_SIZE && (
          <Pagination
            style={{ marginTop: 16 }}
            current={page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            onChange={setPage}
            showSizeChanger={false}
          />
        )}
      </>
    );
  } else if (list.data) {
    body = (
      <Empty description={typed ? t('list.emptyFound') : t('list.empty')} style={{ marginTop: 48 }}>
        {!typed && create}
      </Empty>
    );
  } else if (list.isError) {
    const code = list.error instanceof ApiError ? list.error.code : 'Unknown';
    body = (
      <Result
        status="warning"
        title={t('list.loadFailed')}
        subTitle={t(`errors:${code}`)}
        extra={<Button onClick={() => void list.refetch()}>{t('common:retry')}</Button>}
      />
    );
  } else {
    body = (
      <div role="status" aria-busy="true" aria-label={t('list.loading')}>
        <Skeleton active />
      </div>
    );
  }

  return (
    <PageFrame extra={create}>
      <Input.Search
        allowClear
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        placeholder={t('list.searchPlaceholder')}
        aria-label={t('list.search')}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      {body}
    </PageFrame>
  );
}
