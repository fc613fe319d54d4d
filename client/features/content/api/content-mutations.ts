import type { ContentInput, ContentItem } from '@core/schemas/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionQueryKey, fetchCollection } from './get-collection';

async function send<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new Error('Keine Verbindung zum Server. Inhalte können nur mit Verbindung gespeichert werden – als Vorschau geht es auch offline.');
  }
  const data = (await res.json().catch(() => null)) as { error?: { message?: string; details?: { message: string }[] } } | null;
  if (!res.ok) {
    const details = data?.error?.details?.map((d) => d.message).join(' ');
    throw new Error([data?.error?.message ?? `Fehler ${res.status}`, details].filter(Boolean).join(' '));
  }
  return data as T;
}

/** Create (no id) or update (id) a card; the list reloads from the server afterwards. */
export function useSaveContent(collection: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ContentInput }) =>
      id ? send<ContentItem>('PUT', `/content/${encodeURIComponent(id)}`, input) : send<ContentItem>('POST', `/collections/${encodeURIComponent(collection)}/items`, input),
    onSuccess: async () => {
      queryClient.setQueryData(collectionQueryKey(collection), await fetchCollection(collection));
    },
  });
}

export function useDeleteContent(collection: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => send<null>('DELETE', `/content/${encodeURIComponent(id)}`),
    onSuccess: async () => {
      queryClient.setQueryData(collectionQueryKey(collection), await fetchCollection(collection));
    },
  });
}

export interface UploadResult {
  url: string;
  kind: 'image' | 'pdf';
  size: number;
}

/** Uploads with progress (fetch cannot report upload progress; XMLHttpRequest can). */
export function uploadFile(file: File, onProgress: (fraction: number) => void): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/files');
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = (() => {
        try {
          return JSON.parse(xhr.responseText) as UploadResult & { error?: { message?: string } };
        } catch {
          return null;
        }
      })();
      if (xhr.status === 200 && body) resolve(body);
      else reject(new Error(body?.error?.message ?? `Hochladen fehlgeschlagen (Fehler ${xhr.status}).`));
    };
    xhr.onerror = () => reject(new Error('Keine Verbindung zum Server: Hochladen ist nur mit Netz möglich.'));
    xhr.send(file);
  });
}
