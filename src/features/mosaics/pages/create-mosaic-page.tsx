import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@/shared/http/api-error';
import { pathTo } from '@/shared/routing';
import { PageFrame } from '@/shared/ui/page-frame';
import { MosaicEditor } from '../components/mosaic-editor';
import { newEditor, toBody } from '../logic/editor';
import { useMosaicChanges } from '../use-mosaics';

const EMPTY = newEditor();

/** Create a mosaic (docs/console.md#screens-and-routes /create-mosaic); once saved, watch it. */
export function CreateMosaicPage() {
  const { t } = useTranslation('mosaics');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { create } = useMosaicChanges();
  return (
    <PageFrame>
      <MosaicEditor
        draftKey="new"
        saved={EMPTY}
        submitText={t('editor.create')}
        saving={create.isPending}
        error={create.error instanceof ApiError ? create.error : null}
        onSave={(state, forget) =>
          create.mutate(toBody(state), {
            onSuccess: (mosaic) => {
              forget();
              void message.success(t('editor.created', { name: mosaic.name }));
              navigate(pathTo('mosaic', { id: mosaic.id }));
            },
          })
        }
      />
    </PageFrame>
  );
}
