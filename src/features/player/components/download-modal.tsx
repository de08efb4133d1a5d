import { DownloadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Modal, Progress, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeWindow } from '@/features/timeline';
import { toApiError } from '@/shared/http/to-api-error';
import type { ApiError } from '@/shared/http/api-error';
import { FormError } from '@/shared/ui/form-error';
import { playerApi } from '../api';
import { checkDownloadRange, defaultDownloadRange } from '../logic/download-range';
import { saveBlob } from '../save-file';
import { ClipSummary, useRecordedWithin } from './clip-summary';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

interface DownloadButtonProps {
  uid: string;
  recorded: TimeWindow | null;
  playingTime: () => number | null;
  maxSeconds: number;
  /** The longest stretch one ranges request may ask (the server's rangesMaxSeconds). */
  rangesMaxSeconds: number;
}

/** docs/console.md#screens-and-routes download: pick a clip of at most archiveDownloadMaxSeconds, watch it arrive, save it under the server's name. */
export function DownloadButton({ uid, recorded, playingTime, maxSeconds, rangesMaxSeconds }: DownloadButtonProps) {
  const { t } = useTranslation('player');
  const [range, setRange] = useState<TimeWindow | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const abort = useRef<AbortController | null>(null);

  const open = () => {
    setFailure(null);
    setProgress(null);
    setRange(defaultDownloadRange(playingTime(), recorded, maxSeconds));
  };
  const close = () => {
    abort.current?.abort();
    abort.current = null;
    setRange(null);
  };
  const checked = range ? checkDownloadRange(range, recorded, maxSeconds) : null;
  // Said before the download: a gap inside the clip is left out of the file.
  const recordedMs = useRecordedWithin(uid, range, rangesMaxSeconds, range !== null && checked === null);
  const problem = checked ?? (recordedMs === 0 ? 'outside' : null);
  const start = async () => {
    if (!range || problem) return;
    const controller = new AbortController();
    abort.current = controller;
    setFailure(null);
    setProgress(0);
    try {
      const clip = await playerApi.download(
        uid,
        range,
        (loaded, total) => setProgress(total ? Math.round((loaded / total) * 100) : null),
        controller.signal,
      );
      saveBlob(clip.blob, clip.fileName ?? `${uid}.mp4`);
      setRange(null);
    } catch (error) {
      if (!controller.signal.aborted) setFailure(toApiError(error));
    } finally {
      if (abort.current === controller) abort.current = null;
      setProgress(null);
    }
  };
  const busy = progress !== null;
  const pick = (which: 'start' | 'end') => (value: Dayjs | null) =>
    value && range && setRange({ ...range, [which]: value.valueOf() });
  const disabledDate = (d: Dayjs) =>
    !recorded || d.isBefore(dayjs(recorded.start), 'day') || d.isAfter(dayjs(recorded.end), 'day');

  return (
    <>
      <Tooltip title={recorded ? t('download.open') : t('download.nothing')} mouseLeaveDelay={0.2}>
        <Button aria-label={t('download.open')} icon={<DownloadOutlined />} onClick={open} disabled={!recorded} />
      </Tooltip>
      <Modal
        open={range !== null}
        title={t('download.title')}
        onCancel={close}
        okText={t('download.start')}
        onOk={() => void start()}
        okButtonProps={{ disabled: problem !== null || recordedMs === undefined, loading: busy }}
        cancelText={busy ? t('download.cancel') : t('download.close')}
        destroyOnHidden
      >
        {range && (
          <Form layout="vertical" disabled={busy}>
            {(['start', 'end'] as const).map((edge) => (
              <Form.Item
                key={edge}
                label={t(edge === 'start' ? 'download.from' : 'download.to')}
                htmlFor={`download-${edge}`}
              >
                <DatePicker
                  id={`download-${edge}`}
                  showTime
                  needConfirm={false}
                  format={FORMAT}
                  allowClear={false}
                  value={dayjs(range[edge])}
                  onChange={pick(edge)}
                  disabledDate={disabledDate}
                />
              </Form.Item>
            ))}
            <ClipSummary range={range} maxSeconds={maxSeconds} problem={problem} recordedMs={recordedMs} />
          </Form>
        )}
        {busy && <Progress percent={progress ?? 0} status="active" aria-label={t('download.progress')} />}
        <FormError error={failure} />
      </Modal>
    </>
  );
}
