import { apiUpload } from '@client/lib/api-client';

export interface UploadResult {
  url: string;
  kind: 'image' | 'pdf';
  size: number;
}

/** A picture or PDF for a card, with progress for the bar in the editor. */
export function uploadFile(file: File, onProgress: (fraction: number) => void): Promise<UploadResult> {
  return apiUpload<UploadResult>('/files', file, onProgress, { offline: 'Hochladen ist nur mit Netz möglich.' });
}
