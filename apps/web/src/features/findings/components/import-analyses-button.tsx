import { useEffect, useRef } from 'react';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { useClientId } from '../../../lib/session';
import { useAnalysisImport, useStartAnalysisImport } from '../api/import-analyses';

/** Props of {@link ImportAnalysesButton}: the study. */
export type ImportAnalysesButtonProps = { studyId: string };

/**
 * "Import analyses" (SPEC §4): starts the import job, shows its progress while it runs, and the insights appear when it
 * is done; a repeat says 'Already imported'.
 */
export function ImportAnalysesButton({ studyId }: ImportAnalysesButtonProps) {
  const state = useAnalysisImport(studyId);
  const start = useStartAnalysisImport(studyId);
  const client = useQueryClient();
  const clientId = useClientId();
  const status = state.data?.status;
  const wasRunning = useRef(false);
  useEffect(() => {
    if (status === 'QUEUED' || status === 'RUNNING') wasRunning.current = true;
    else if (status === 'DONE' && wasRunning.current) {
      wasRunning.current = false;
      void client.invalidateQueries({ queryKey: ['insights', clientId] });
    }
  }, [status, client, clientId]);
  const isRunning = status === 'QUEUED' || status === 'RUNNING' || start.isPending;
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 220 }}>
      <Button variant="outlined" startIcon={<CloudDownloadIcon />} disabled={isRunning} onClick={() => start.mutate()}>
        Import analyses
      </Button>
      {isRunning && (
        <div role="status">
          <Typography variant="body2">Importing analyses… {state.data?.progress ?? 0}%</Typography>
          <LinearProgress variant="determinate" value={state.data?.progress ?? 0} aria-label="Import progress" />
        </div>
      )}
      {start.isError && (
        <Alert severity={isApiError(start.error) && start.error.status === 409 ? 'info' : 'error'}>
          {isApiError(start.error) ? start.error.detail : 'The import could not start.'}
        </Alert>
      )}
      {status === 'ERROR' && <Alert severity="error">The import failed: {state.data?.error}</Alert>}
    </Box>
  );
}
