import { useMutation } from '@tanstack/react-query';
import { fileNameFromDisposition } from '@/shared/http/content-disposition';
import { saveBlob } from '@/shared/ui/save-blob';
import { serverDebugApi } from '../api';

/** Downloads the server's log files as one file, under the name the server gave it. */
export function useLogDownload() {
  return useMutation({
    mutationFn: async () => {
      const { blob, disposition } = await serverDebugApi.download();
      saveBlob(blob, fileNameFromDisposition(disposition) ?? 'vigil-server.log');
    },
  });
}
