import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { Mosaic } from '@contract/index';
import { ApiError } from '@/shared/http/api-error';
import { pathTo } from '@/shared/routing';
import { PageFrame } from '@/shared/ui/page-frame';
import { QueryState } from '@/shared/ui/query-state';
import { StatusResult } from '@/shared/ui/status-result';
import { MosaicEditor } from '../components/mosaic-editor';
import { editorOf, toBody } from '../logic/editor';
import { useMosaic } from '../use-mosaic';
import { useMosaicChanges } from '../use-mosaics';

/** Edit a mosaic (docs/console.md#screens-and-routes /mosaic/:id/edit): only for who may administer it (its meta says). */
export function MosaicEditPage() {
  const { t } = useTranslation('mosaics');
  const { id = '' } = useParams();
  const query = useMosaic(id);
  return (
    <PageFrame>
      <QueryState query={query} label={t('watch.loading')} failed={t('watch.loadFailed')}>
        {(mosaic) =>
          mosaic.meta.canAdmin ? (
            <Editor key={mosaic.id} mosaic={mosaic} />
          ) : (
            <StatusResult kind="forbidden" title={t('editor.forbidden')} />
          )
        }
      </QueryState>
    </PageFrame>
  );
}

function Editor({ mosaic }: { mosaic: Mosaic }) {
  const { t } = useTranslation('mosaics');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { save } = useMosaicChanges();
  // The saved state is read once (the page keys this editor by the mosaic's id): a poll that
  // brings the same mosaic again must not reset the editor.
  const [saved] = useState(() => editorOf(mosaic));
  return (
    <MosaicEditor
      draftKey={mosaic.id}
      saved={saved}
      mosaic={mosaic}
      submitText={t('editor.save')}
      saving={save.isPending}
      error={save.error instanceof ApiError ? save.error : null}
      onSave={(state, forget) =>
        save.mutate(
          { id: mosaic.id, body: toBody(state) },
          {
            onSuccess: () => {
              forget();
              void message.success(t('editor.saved'));
              navigate(pathTo('mosaic', { id: mosaic.id }));
            },
          },
        )
      }
    />
  );
}
