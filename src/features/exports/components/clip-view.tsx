import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Clip } from '@contract/schemas/export-link';
import { useLanguage } from '@/shared/preferences/use-preferences';
import { CLIP_NS } from '../clip-texts';
import { formatFileSize } from '../file-size';

const at = (time: string) => dayjs(time).format('YYYY-MM-DD HH:mm:ss');

/** An opened clip link: the case's name, a player per clip, and the whole package to download. */
export function ClipView({
  clip,
  fileUrl,
  downloadUrl,
}: {
  clip: Clip;
  fileUrl: (index: number) => string;
  downloadUrl: string;
}) {
  const { t } = useTranslation(CLIP_NS);
  const language = useLanguage();
  return (
    <>
      <p className="vigil-clip__meta">
        {t('files', { count: clip.files.length })} · {t('expires', { time: at(clip.expiresAt) })}
      </p>
      {clip.files.map((file) => {
        const label = t('clip', {
          index: file.index + 1,
          stream: file.streamName,
          start: at(file.startTime),
          end: at(file.endTime),
        });
        return (
          <figure key={file.index} className="vigil-clip__file">
            <video
              className="vigil-clip__video"
              src={fileUrl(file.index)}
              controls
              playsInline
              preload="metadata"
              aria-label={label}
            />
            <figcaption>{label}</figcaption>
          </figure>
        );
      })}
      <a className="vigil-clip__download" href={downloadUrl} download>
        {t('download', { size: formatFileSize(clip.size, language) })}
      </a>
      <p className="vigil-clip__meta">{t('downloadHint')}</p>
    </>
  );
}
