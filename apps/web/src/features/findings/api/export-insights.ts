/** POST /api/v1/insights/export (SPEC §7 Exports): the .pptx of a study or project, downloaded as a file. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useClientId } from '../../../lib/session';

/** What to export: a study or a project, the language of the texts, and whether to add published reels. */
export type ExportRequest = { studyId?: string; projectId?: string; languageCode: 'en' | 'original'; publicShowreels: boolean };

/** Builds the deck on the server and saves it in the browser as `fileName`. */
export function useExportInsights(fileName: string) {
  const clientId = useClientId();
  return useMutation({
    mutationFn: async (request: ExportRequest) => {
      const blob = await apiClient.post<Blob>(
        '/v1/insights/export',
        {
          client_id: clientId,
          study_id: request.studyId,
          project_id: request.projectId,
          language_code: request.languageCode,
          public_showreels: request.publicShowreels,
        },
        { responseType: 'blob' },
      );
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}
