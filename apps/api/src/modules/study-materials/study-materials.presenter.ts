/** Maps study material rows to packages/contracts/src/study-material.ts (SPEC §3 Study material). Pure. */
import type { StudyMaterial } from '@insight/contracts';
import type { StudyMaterialRow } from '@insight/db';
import type { MediaUrls } from '../../core/media-urls';

/** A study material: `file`/`thumbnail` signed, `url` the link else the signed file (SPEC §3 Study material). */
export function presentStudyMaterial(row: StudyMaterialRow, urls: MediaUrls): StudyMaterial {
  const file = urls.url(row.fileKey);
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    title: row.title,
    link: row.link,
    file,
    file_name: row.fileName,
    file_mime_type: row.fileMimeType,
    file_path: row.fileKey,
    mime_type: row.fileMimeType,
    url: row.link ?? file,
    android_link: row.androidLink,
    ios_link: row.iosLink,
    thumbnail: urls.url(row.thumbnailKey),
    position: row.position,
  };
}

/** A study's materials are LINK when any has a link, else FILE (SPEC §3). */
export function materialsType(rows: StudyMaterialRow[]): 'FILE' | 'LINK' {
  return rows.some((row) => row.link || row.androidLink || row.iosLink) ? 'LINK' : 'FILE';
}
