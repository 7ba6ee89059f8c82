/**
 * Study materials of a draft (SPEC §7 Upload and objects): a file goes POST /storage/upload/presigned → PUT to the
 * pre-signed URL (XMLHttpRequest, for upload progress and cancel) → POST /studies/{id}/objects; links are posted directly.
 */
import type { StudyMaterial } from '@insight/contracts';
import { apiClient } from '../../../lib/api-client';

/** An upload in progress: `promise` settles with the new material; `cancel()` aborts and removes the staged file. */
export type UploadHandle = { promise: Promise<StudyMaterial>; cancel: () => void };

/** Error thrown when the user cancelled an upload. */
export class UploadCancelled extends Error {}

/** Uploads `file` as a material of `studyId`, reporting progress 0..1. */
export function uploadStudyFile(clientId: string, studyId: string, file: File, onProgress: (fraction: number) => void): UploadHandle {
  let xhr: XMLHttpRequest | null = null;
  let cancelled = false;
  let staged: string | null = null;
  const promise = (async () => {
    const type = file.type || 'application/octet-stream';
    const { data } = await apiClient.post<{ data: { upload_url: string; file_path: string; headers: Record<string, string> } }>('/storage/upload/presigned', {
      client_id: clientId,
      study_id: studyId,
      file_name: file.name,
      upload_type: 'study_object_file',
      content_type: type,
      size: file.size,
    });
    staged = data.file_path;
    if (cancelled) throw new UploadCancelled('Upload cancelled');
    await new Promise<void>((resolve, reject) => {
      xhr = new XMLHttpRequest();
      xhr.open('PUT', data.upload_url);
      for (const [name, value] of Object.entries(data.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => (xhr && xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`The upload failed (${xhr?.status ?? 0}).`)));
      xhr.onerror = () => reject(new Error('The upload failed. Check your connection and try again.'));
      xhr.onabort = () => reject(new UploadCancelled('Upload cancelled'));
      xhr.send(file);
    });
    onProgress(1);
    const answer = await apiClient.post<{ data: StudyMaterial }>(`/studies/${encodeURIComponent(studyId)}/objects`, {
      client_id: clientId,
      file_path: data.file_path,
      file_name: file.name,
      file_mime_type: type,
    });
    staged = null;
    return answer.data;
  })();
  const cancel = () => {
    cancelled = true;
    xhr?.abort();
    if (staged)
      void apiClient.request('/storage/upload/presigned', { method: 'DELETE', body: { client_id: clientId, file_path: staged } }).catch(() => undefined);
  };
  return { promise, cancel };
}

/** Adds a link material (title, URL, optional store links). */
export async function addStudyLink(clientId: string, studyId: string, link: { title: string; link: string; android_link?: string; ios_link?: string }) {
  const answer = await apiClient.post<{ data: StudyMaterial }>(`/studies/${encodeURIComponent(studyId)}/objects`, {
    client_id: clientId,
    title: link.title,
    link: link.link,
    android_link: link.android_link || null,
    ios_link: link.ios_link || null,
  });
  return answer.data;
}

/** Removes a material with its files. */
export function deleteStudyMaterial(clientId: string, studyId: string, materialId: string) {
  return apiClient.request(`/studies/${encodeURIComponent(studyId)}/objects/${encodeURIComponent(materialId)}`, {
    method: 'DELETE',
    query: { client_id: clientId },
  });
}
