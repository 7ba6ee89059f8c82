/** Study materials / stimuli (SPEC §3 Study material / stimulus object; §7 Studies study-materials). */
import { z } from 'zod';
import { STUDY_MATERIAL_KINDS } from './enums';

/** A study material (SPEC §3): `file`, `url` and `thumbnail` are signed URLs; `file_path` is the storage key. */
export const StudyMaterial = z.object({
  id: z.string(),
  kind: z.enum(STUDY_MATERIAL_KINDS),
  name: z.string(),
  title: z.string(),
  link: z.string().nullable(),
  file: z.string().nullable(),
  file_name: z.string().nullable(),
  file_mime_type: z.string().nullable(),
  file_path: z.string().nullable(),
  mime_type: z.string().nullable(),
  /** Where to open the material: the link, else the signed file URL. */
  url: z.string().nullable(),
  android_link: z.string().nullable(),
  ios_link: z.string().nullable(),
  thumbnail: z.string().nullable(),
  position: z.number().int(),
});
/** A study material. */
export type StudyMaterial = z.infer<typeof StudyMaterial>;

/** Answer of GET /v3/studies/{id}/study-materials: `meta.type` is LINK if any material has a link, else FILE (SPEC §3). */
export const StudyMaterialsResponse = z.object({
  data: z.array(StudyMaterial),
  meta: z.object({ type: z.enum(['FILE', 'LINK']) }),
});
/** Answer of GET /v3/studies/{id}/study-materials. */
export type StudyMaterialsResponse = z.infer<typeof StudyMaterialsResponse>;
